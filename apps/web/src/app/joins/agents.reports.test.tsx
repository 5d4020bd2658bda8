import type { AgentAccess } from '@console/contract/schemas/agents';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/auth/current-user';
import { renderScreen, screen } from '../../test/render';
import HistoryRoute from './agents.reports';

/**
 * /history for an employee, with the parents area's search as its picker: he chooses a parent, and
 * each of the parent's agents leads to its agent page. A parent's own way from /history to his agent's page runs in the browser
 * (e2e/tests/agents/agent-page.spec.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const agent: AgentAccess = {
  agent_id: 12,
  user_id: 3,
  name: 'E2E history PC',
  user_login: false,
  block_browser: false,
  os_admin: false,
  version: '1.4.0',
  online: true,
  last_seen_at: '2026-11-29T02:00:00.000Z',
  update_available: false,
};

/** As the console's route guard (app/require-access.tsx): the screen opens once it knows who is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  return useCurrentUser().data ? children : null;
}

describe('/history for an employee', { timeout: 120_000 }, () => {
  it('asks a manager to choose a parent, keeps him in the address, and links his agents’ pages', async () => {
    const api = renderScreen(
      <SignedIn>
        <HistoryRoute />
      </SignedIn>,
      {
        as: 'manager',
        at: '/history',
        server: {
          'users.searchLike': () => ({
            success: true as const,
            list: [
              {
                id: 3,
                user_name: 'parent001',
                full_name: 'Demo parent',
                email: 'parent001@example.com',
              },
            ],
          }),
          'agents.list': () => ({ success: true as const, total: 1, list: [agent], limit: 4 }),
        },
      },
    );
    const modal = await screen.findByRole('dialog', { name: 'Choose a parent' }, LOADED);
    expect(modal).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Find a parent by id, e-mail or phone' });
    fireEvent.change(search, { target: { value: 'parent001@example.com' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }, LOADED));

    expect(api.location()).toBe('/history?parent_id=3');
    expect(api.calls('users.searchLike').at(-1)?.input).toMatchObject({
      keyword: 'parent001@example.com',
      type: 'email',
    });
    const link = await screen.findByRole('link', { name: 'History: E2E history PC' }, LOADED);
    expect(link.getAttribute('href')).toBe('/agentpage/12/3/tabs/5');
  });
});
