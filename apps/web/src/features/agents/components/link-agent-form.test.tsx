import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../../test/refused';
import { renderScreen, screen } from '../../../test/render';
import { LinkAgentForm } from './link-agent-form';

/**
 * The link form of /children's Settings tab. Linking a running agent by its right OTP is the
 * browser's journey (e2e/tests/agents/link-and-command.spec.ts); the server's refusal of a wrong
 * OTP is its own test (apps/server/test/agents/linking.test.ts); here, what the parent sees of it.
 */
describe('linking an agent by its OTP', () => {
  it('shows the server’s refusal of a wrong OTP, and the form stays as the parent filled it', async () => {
    const api = renderScreen(<LinkAgentForm parentId={3} />, {
      as: 'parent',
      at: '/children?tab=5',
      server: { 'agents.login': () => refused('agents.otp_invalid') },
    });
    fireEvent.change(screen.getByLabelText('Agent ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: 'WRONG9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));

    expect(
      await screen.findByText('The OTP is wrong: check the code the agent shows'),
    ).toBeTruthy();
    expect(api.calls('agents.login').at(-1)?.input).toMatchObject({
      admin_id: 3,
      agent_id: 42,
      otp: 'WRONG9',
    });
    // Refused at once: no waiting for the agent, and nothing asked whether it linked.
    await waitFor(() =>
      expect((screen.getByLabelText('OTP') as HTMLInputElement).disabled).toBe(false),
    );
    expect(api.calls('agents.check')).toHaveLength(0);
    expect((screen.getByLabelText('Agent ID') as HTMLInputElement).value).toBe('42');
    expect((screen.getByLabelText('OTP') as HTMLInputElement).value).toBe('WRONG9');
  });

  it('says Link, not Log in, and that the agent is linked once it confirms', async () => {
    const api = renderScreen(<LinkAgentForm parentId={3} />, {
      as: 'parent',
      at: '/children?tab=5',
      server: {
        'agents.login': () => ({ success: true, request_id: 1 }),
        'agents.check': () => ({ success: true, linked: true, item: null }),
      },
    });
    expect(screen.queryByRole('button', { name: /Log in|Login/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Agent ID'), { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: 'RIGHT9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    // The first check comes after the spec's 2 s.
    expect(await screen.findByText('The agent is linked', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Login successfully')).toBeNull();
    expect(api.calls('agents.check')[0]?.input).toMatchObject({ admin_id: 3, agent_id: 42 });
  });
});
