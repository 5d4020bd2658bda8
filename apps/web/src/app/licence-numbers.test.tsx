import type { AgentAccess } from '@console/contract/schemas/agents';
import type { ParentUser } from '@console/contract/schemas/parents';
import { describe, expect, it } from 'vitest';
import { SubscriptionCard } from '../features/dashboard/components/subscription-card';
import { AgentSettingsTab } from '../features/agents/staff-tabs';
import { ParentTab } from '../features/parents/components/parent-tab';
import { UserDetails } from '../features/users/components/user-details';
import { userNamed } from '../features/users/test-users';
import { renderScreen, screen, userOf } from '../test/render';

/**
 * What a licence buys, on every screen that says it (docs/decisions/pricing.md): the dashboard's
 * subscription card, the user's page, /children's Parent tab and its Settings tab show the
 * number the server answers (`license`, the agents list's `limit`: contract/licence.ts), never a
 * number of their own: a free parent reads 1 everywhere, and the Settings tab stops offering a
 * link at it. The server's side: apps/server/test/agents/licence-limit.test.ts.
 */
const LOADED = { timeout: 30_000 };
const PARENT = 7;

/** The value beside a label of a description list (antd's Descriptions, horizontal). */
async function valueOf(label: string) {
  const cell = (await screen.findByText(label, {}, LOADED)).closest('.ant-descriptions-item-label');
  return cell?.nextElementSibling?.textContent ?? '';
}

const parent = (over: Partial<ParentUser>): ParentUser => ({
  id: PARENT,
  user_name: 'parent01',
  email: 'parent01@example.com',
  phone: '',
  full_name: 'A parent',
  country: 'VN',
  time_zone: 'Asia/Ho_Chi_Minh',
  admin_role: 'free',
  license: 1,
  subscription_begin: null,
  subscription_end: null,
  ...over,
});

const agent = (agent_id: number): AgentAccess => ({
  agent_id,
  user_id: PARENT,
  name: `PC ${agent_id}`,
  user_login: false,
  block_browser: false,
  os_admin: false,
  version: '1.2.0',
  online: false,
  last_seen_at: null,
  update_available: false,
});

const settingsServer = (count: number, limit: number) => ({
  'agents.list': () => ({
    success: true as const,
    total: count,
    list: Array.from({ length: count }, (_, i) => agent(i + 1)),
    limit,
  }),
  'agents.latestVersion': () => ({ success: true as const, item: null }),
});

describe('a free parent’s licence', { timeout: 120_000 }, () => {
  it('on the dashboard: 1 agent included, and what Standard adds', async () => {
    renderScreen(<SubscriptionCard user={userOf('parent', PARENT)} />, { as: 'parent' });
    expect(await valueOf('Agents included')).toBe('1');
    const body = screen.getByText(/Without a paid package/);
    expect(body.textContent).toContain('the account links 1 agent');
    expect(body.textContent).toContain('Standard covers up to 4 agents');
  });

  it('on the user’s page: 1 agent included and no licence', async () => {
    renderScreen(<UserDetails user={userNamed(PARENT, 'parent01')} />);
    expect(await valueOf('Agents included')).toBe('1');
    expect(await valueOf('Licence used')).toBe('No licence');
  });

  it('on the Parent tab: 1 agent included and no licence', async () => {
    renderScreen(<ParentTab parentId={PARENT} />, {
      server: { 'parents.get': () => ({ success: true as const, item: parent({}) }) },
    });
    const card = (await screen.findByText('License', {}, LOADED)).closest('.ant-card')!;
    expect(card.textContent).toContain('Agents included: 1');
    expect(card.textContent).toContain('No licence');
  });

  it('on the Settings tab: 1 of 1 agents linked, and no link form at it', async () => {
    renderScreen(<AgentSettingsTab parentId={PARENT} />, { server: settingsServer(1, 1) });
    expect(await screen.findByText('1 of 1 agents linked', {}, LOADED)).toBeTruthy();
    expect(
      screen.getByText(
        'Without a running paid package the account links 1 agent: log it out to link another, or upgrade to Standard for up to 4 agents.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'OTP' })).toBeNull();
  });
});

describe('a paid parent’s licence', { timeout: 120_000 }, () => {
  it('on the Parent tab: 4 agents included and the share of the period gone', async () => {
    renderScreen(<ParentTab parentId={PARENT} />, {
      server: {
        'parents.get': () => ({
          success: true as const,
          item: parent({
            admin_role: 'standard',
            license: 4,
            subscription_begin: '2020-01-01T00:00:00.000Z',
            subscription_end: '2099-01-01T00:00:00.000Z',
          }),
        }),
      },
    });
    const card = (await screen.findByText('License', {}, LOADED)).closest('.ant-card')!;
    expect(card.textContent).toContain('Agents included: 4');
    expect(card.textContent).not.toContain('No licence');
  });

  it('on the Settings tab: 2 of 4 agents linked, with the link form', async () => {
    renderScreen(<AgentSettingsTab parentId={PARENT} />, { server: settingsServer(2, 4) });
    expect(await screen.findByText('2 of 4 agents linked', {}, LOADED)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'OTP' }, LOADED)).toBeTruthy();
    expect(screen.queryByText(/log one out|log it out/)).toBeNull();
  });

  it('on the Settings tab at 4 of 4: no link form', async () => {
    renderScreen(<AgentSettingsTab parentId={PARENT} />, { server: settingsServer(4, 4) });
    expect(await screen.findByText('4 of 4 agents linked', {}, LOADED)).toBeTruthy();
    expect(
      screen.getByText('The package allows 4 linked agents: log one out to link another.'),
    ).toBeTruthy();
  });
});
