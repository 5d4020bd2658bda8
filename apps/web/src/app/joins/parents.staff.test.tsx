import type { AgentAccess, StaffAgent } from '@console/contract/schemas/agents';
import type { StaffUser } from '@console/contract/schemas/parents';
import { fireEvent, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '../../lib/auth/current-user';
import { failure, type Handlers } from '../../test/fake-server';
import { renderScreen, screen } from '../../test/render';
import StaffRoute from './parents.staff';

/**
 * /children's Children tab (key 7) with its agents column (spec section 2: "staff users plus agent
 * links"): each staff user's agents from `staff_agent/list`, linked to their pages, online or
 * offline from `agent_access/list`; the column's own loading, empty and failed states. Which
 * links a parent may read is the server's (the parent-reach walk, test/access/).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };
const PARENT = 7; // userOf('parent').id: a parent sees himself

const staff = (id: number, user_name: string): StaffUser => ({
  id,
  staff_id: id,
  admin_id: PARENT,
  user_name,
  full_name: `${user_name} full`,
  run_mode: 'normal',
  blacklist_id: null,
  whitelist_id: null,
  blocklist_id: null,
  blacklist_name: null,
  whitelist_name: null,
  blocklist_name: null,
  tab_action: 'cover',
  notification_mode: 'hide',
  app_mode: 'manual',
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

const agent = (agent_id: number, name: string, online: boolean): AgentAccess => ({
  agent_id,
  user_id: PARENT,
  name,
  user_login: false,
  block_browser: false,
  os_admin: false,
  version: '1.2.0',
  online,
  last_seen_at: '2026-11-29T02:00:00.000Z',
  update_available: false,
});

const link = (staff_id: number, agent_id: number, agent_name: string, enable: boolean) =>
  ({
    id: agent_id * 100 + staff_id,
    staff_id,
    staff_name: 'x',
    agent_id,
    agent_name,
    enable,
  }) satisfies StaffAgent;

const people = [staff(21, 'be.an'), staff(22, 'be.binh')];
const server = {
  'parents.staffList': () => ({ success: true as const, total: 2, list: people }),
  'agents.list': () => ({
    success: true as const,
    total: 2,
    list: [agent(12, 'Reception PC', true), agent(13, 'Store PC', false)],
    limit: 4,
  }),
};
const links = [link(21, 12, 'Reception PC', true), link(21, 13, 'Store PC', false)];
const linksAnswer = (list: StaffAgent[]) => ({
  success: true as const,
  total: list.length,
  list,
  staff: [],
});

/** As the console's route guard (app/require-access.tsx): the screen opens once it knows who is signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  return useCurrentUser().data ? children : null;
}

const open = (answers: Handlers) =>
  renderScreen(
    <SignedIn>
      <StaffRoute />
    </SignedIn>,
    { as: 'parent', at: '/children?tab=7', server: { ...server, ...answers } },
  );

const rowOf = async (userName: string) =>
  (await screen.findByText(userName, {}, LOADED)).closest('tr') as HTMLElement;

describe('the Children tab’s agents', { timeout: 120_000 }, () => {
  it('lists each staff user’s agents with their state and a link to their page; none says so', async () => {
    const api = open({ 'agents.staffAgentList': () => linksAnswer(links) });
    expect(await screen.findByRole('columnheader', { name: 'Agents' }, LOADED)).toBeTruthy();
    const an = await rowOf('be.an');
    const reception = await within(an).findByRole(
      'link',
      { name: 'Open the agent Reception PC' },
      LOADED,
    );
    expect(reception.getAttribute('href')).toBe(`/agentpage/12/${PARENT}/tabs/5`);
    expect(reception.textContent).toBe('Reception PC');
    const store = within(an).getByRole('link', { name: 'Open the agent Store PC' });
    expect(store.getAttribute('href')).toBe(`/agentpage/13/${PARENT}/tabs/5`);
    expect(within(an).getByText('Online')).toBeTruthy();
    expect(within(an).getByText('Offline')).toBeTruthy();
    // Store PC has another staff user enabled on it.
    expect(within(an).getAllByText('not signed in')).toHaveLength(1);
    const binh = await rowOf('be.binh');
    expect(within(binh).getByText('No agent')).toBeTruthy();
    expect(within(binh).queryAllByRole('link', { name: /Open the agent/ })).toHaveLength(0);
    // Two rows, one call for the links of all.
    expect(api.calls('agents.staffAgentList')).toHaveLength(1);
    expect(api.calls('agents.staffAgentList')[0]?.input).toMatchObject({ admin_id: PARENT });
  });

  it('says it is loading while the links are on their way, then what came', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    open({
      'agents.staffAgentList': async () => {
        await held;
        return linksAnswer([]);
      },
    });
    const an = await rowOf('be.an');
    expect(
      await within(an).findByRole('status', { name: 'Loading the agents' }, LOADED),
    ).toBeTruthy();
    const binh = await rowOf('be.binh');
    expect(within(binh).getByRole('status', { name: 'Loading the agents' })).toBeTruthy();
    expect(screen.queryByText('No agent')).toBeNull();
    release();
    expect(await within(an).findByText('No agent', {}, LOADED)).toBeTruthy();
    expect(within(binh).getByText('No agent')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the agents' })).toBeNull();
  });

  it('says the links failed, and tries again on request', async () => {
    let answers = 0;
    const api = open({
      'agents.staffAgentList': () =>
        ++answers === 1 ? failure(500, 'common.internal') : linksAnswer(links),
    });
    const an = await rowOf('be.an');
    expect(await within(an).findByText('The agents could not be loaded', {}, LOADED)).toBeTruthy();
    expect(screen.queryByText('No agent')).toBeNull();
    fireEvent.click(within(an).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await rowOf('be.an')).findByRole(
        'link',
        { name: 'Open the agent Reception PC' },
        LOADED,
      ),
    ).toBeTruthy();
    expect(api.calls('agents.staffAgentList')).toHaveLength(2);
  });
});
