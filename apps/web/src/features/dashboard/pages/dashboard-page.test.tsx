import type { Summary } from '@console/contract/schemas/dashboard';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '../../../app/dashboard-route';
import { inLanguage, renderScreen, screen } from '../../../test/render';

/**
 * A parent's figures as the server answers them (apps/server/test/dashboard/summary.test.ts holds
 * which parts each role gets): his agents and their activity today, none of the employees' parts.
 */
const parentSummary = (): Summary => ({
  success: true,
  today: '2026-11-29',
  campaigns: null,
  redemptions: null,
  agents: { total: 3, online: 2 },
  files: null,
  activity: {
    day: '2026-11-29',
    domains: [{ domain: 'example.com', count: 4 }],
    apps: [{ app_name: 'Zalo', seconds: 600 }],
  },
});

/** A limit, not a goal: the figures come after the screen's first paint, on a busy machine. */
const LOADED = { timeout: 15_000 };

describe('the dashboard', () => {
  it('shows a parent his agents and not the employee figures', async () => {
    renderScreen(<DashboardRoute />, {
      as: 'parent',
      at: '/Dashboard',
      server: { 'dashboard.summary': parentSummary },
    });
    expect(await screen.findByRole('heading', { name: 'Agents', level: 2 }, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Online now/ }).getAttribute('href')).toBe('/children');
    expect(screen.queryByRole('heading', { name: 'Campaigns', level: 2 })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Redemptions', level: 2 })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Today on your agents', level: 2 })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the history of your agents' }).getAttribute('href'),
    ).toBe('/history');
  });

  it('shows a parent his agents in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<DashboardRoute />, {
      as: 'parent',
      at: '/Dashboard',
      server: { 'dashboard.summary': parentSummary },
    });
    expect(await screen.findByRole('heading', { name: 'Agent', level: 2 }, LOADED)).toBeTruthy();
    expect(screen.getByText('Đang trực tuyến')).toBeTruthy();
    expect(screen.getByText('Tổng số agent')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Hôm nay trên các agent của bạn', level: 2 }),
    ).toBeTruthy();
  });
});
