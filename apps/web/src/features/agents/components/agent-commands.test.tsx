import type { AgentAccess, AgentCommand } from '@console/contract/schemas/agents';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { SendCommandButton } from './agent-commands';

/**
 * The Send command menu of /children's Settings tab. A command reaches a real computer (a restart
 * loses the unsaved work on it), so each asks first, naming the computer; the agent obeying it is
 * the browser's journey (e2e/tests/agents/link-and-command.spec.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const reception: AgentAccess = {
  agent_id: 12,
  user_id: 7,
  name: 'Reception PC',
  user_login: false,
  block_browser: true,
  os_admin: false,
  version: '1.4.0',
  online: true,
  last_seen_at: '2026-11-29T02:00:00.000Z',
  update_available: false,
};

const server = {
  'agents.sendCommand': ({ command }: { command: AgentCommand }) => ({
    success: true as const,
    item: {
      id: 40,
      agent_id: 12,
      command,
      state: 'queued' as const,
      output: '',
      requested_by: 'parent01',
      created_at: '2026-11-29T02:00:00.000Z',
      updated_at: '2026-11-29T02:00:00.000Z',
      expires_at: null,
    },
  }),
};

/** The question the console asks, once it shows. */
const asked = () => document.querySelector('.ant-modal-confirm-title')?.textContent ?? '';
/** A moment for a call the click might have started to reach the fake server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** Opens the menu and picks a command, as the parent does. */
async function pick(command: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Send command: /i }, LOADED));
  fireEvent.click(await screen.findByText(command, {}, LOADED));
}

describe('a command sent to an agent', { timeout: 120_000 }, () => {
  it('asks before a restart, naming the computer; Cancel sends nothing', async () => {
    const api = renderScreen(<SendCommandButton parentId={3} agent={reception} />, {
      as: 'parent',
      at: '/children?tab=5',
      server,
    });
    await pick('Restart now');
    await waitFor(
      () => expect(asked()).toBe('Restart Reception PC now? Unsaved work on it is lost.'),
      LOADED,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(api.calls('agents.sendCommand')).toHaveLength(0);
  });

  it('sends a lock once the parent agrees', async () => {
    const api = renderScreen(<SendCommandButton parentId={3} agent={reception} />, {
      as: 'parent',
      at: '/children?tab=5',
      server,
    });
    await pick('Lock screen');
    await waitFor(
      () =>
        expect(asked()).toBe(
          'Lock the screen of Reception PC now? Whoever uses it must sign in again.',
        ),
      LOADED,
    );
    expect(api.calls('agents.sendCommand')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lock screen' }));
    await waitFor(() => expect(api.calls('agents.sendCommand')).toHaveLength(1));
    expect(api.calls('agents.sendCommand')[0]?.input).toEqual({
      admin_id: 3,
      agent_id: 12,
      command: 'lockscreen',
    });
  });

  it('asks in Vietnamese too', async () => {
    await inLanguage('vi');
    const api = renderScreen(<SendCommandButton parentId={3} agent={reception} />, {
      as: 'parent',
      at: '/children?tab=5',
      server,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Reception PC/ }, LOADED));
    fireEvent.click(await screen.findByText('Khởi động lại ngay', {}, LOADED));
    await waitFor(
      () =>
        expect(asked()).toBe(
          'Khởi động lại Reception PC ngay? Công việc chưa lưu trên máy sẽ bị mất.',
        ),
      LOADED,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    await settle();
    expect(api.calls('agents.sendCommand')).toHaveLength(0);
  });
});
