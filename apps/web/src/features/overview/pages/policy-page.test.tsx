import type { AgentAccess } from '@console/contract/schemas/agents';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { PolicyPage } from './policy-page';

/**
 * A parent's own /policy, in Vietnamese: his staff users and agents, as in the demo data (the
 * receptionist is linked to no agent yet). An employee finding a parent and reading his agent's
 * policy runs in the browser (e2e/tests/overview/overview.spec.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const reception: AgentAccess = {
  agent_id: 12,
  user_id: 7,
  name: 'Máy lễ tân',
  user_login: false,
  block_browser: true,
  os_admin: false,
  version: '1.4.0',
  online: true,
  last_seen_at: '2026-11-29T02:00:00.000Z',
  update_available: false,
};

const server = {
  'agents.list': () => ({ success: true as const, total: 1, list: [reception], limit: 4 }),
  'agents.staffAgentList': () => ({
    success: true as const,
    total: 0,
    list: [],
    staff: [{ id: 5, user_name: 'le.tan', full_name: 'Lễ tân' }],
  }),
  'overview.policy': () => ({
    success: true as const,
    policy: {
      agent_id: 12,
      admin_id: 7,
      name: 'Máy lễ tân',
      user_login: false,
      block_browser: true,
      staff: null,
      rules: { blacklist: [], whitelist: [], blocklist: [] },
      blocked_browsers_version: 3,
      latest_version: '1.4.0',
    },
    etag: '0123456789abcdef0123456789abcdef',
    agent_etag: '',
    fetched_at: null,
    up_to_date: false,
  }),
};

describe('a parent’s own agent policy in Vietnamese', { timeout: 120_000 }, () => {
  it('says a staff user is on no agent yet, with no parent search', async () => {
    await inLanguage('vi');
    renderScreen(<PolicyPage parentSearch={() => null} />, {
      as: 'parent',
      at: '/policy?staff_id=5',
      server,
    });
    expect(await screen.findByRole('heading', { name: 'Chính sách agent' }, LOADED)).toBeTruthy();
    expect(
      await screen.findByText('Nhân viên này chưa được gắn với agent nào', {}, LOADED),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows what his chosen agent receives', async () => {
    await inLanguage('vi');
    const api = renderScreen(<PolicyPage parentSearch={() => null} />, {
      as: 'parent',
      at: '/policy?agent_id=12',
      server,
    });
    expect(await screen.findByText('Những gì agent nhận', {}, LOADED)).toBeTruthy();
    const row = screen.getByRole('row', { name: /Chặn trình duyệt không hỗ trợ/ });
    expect(within(row).getByText('Có')).toBeTruthy();
    // His own: the signed-in parent (userOf's id 7), not one from the address.
    expect(api.calls('overview.policy').at(-1)?.input).toMatchObject({ admin_id: 7, agent_id: 12 });
  });

  it('opens on his first agent when the address names none', async () => {
    await inLanguage('vi');
    const api = renderScreen(<PolicyPage parentSearch={() => null} />, {
      as: 'parent',
      at: '/policy',
      server,
    });
    expect(await screen.findByText('Những gì agent nhận', {}, LOADED)).toBeTruthy();
    expect(api.calls('overview.policy').at(-1)?.input).toMatchObject({ admin_id: 7, agent_id: 12 });
    // Shown, not written: the address stays the one that was opened.
    expect(api.location()).toBe('/policy');
  });
});
