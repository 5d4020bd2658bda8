import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../test/render';
import { DashboardRoute } from './dashboard-route';

/** What the server answers a customer or a guest: no figures of any area. */
const noFigures = () => ({
  success: true as const,
  today: '2026-11-29',
  campaigns: null,
  redemptions: null,
  agents: null,
  files: null,
  activity: null,
});

/** The card under a heading, as a person reads it. */
async function cardOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  const card = heading.closest('.ant-card');
  if (!(card instanceof HTMLElement)) throw new Error(`No card holds the heading ${title}`);
  return within(card);
}

describe('the dashboard', () => {
  it('shows a self-registered parent his free subscription and how to upgrade', async () => {
    renderScreen(<DashboardRoute />, {
      as: 'parent',
      at: '/Dashboard',
      server: { 'dashboard.summary': noFigures },
    });
    const subscription = await cardOf('Your subscription');
    expect(subscription.getByText('Free', { exact: true })).toBeTruthy();
    expect(subscription.getByText('No end date')).toBeTruthy();
    expect(subscription.getByRole('heading', { name: 'Upgrade to Standard' })).toBeTruthy();
    // The upgrade is made by the sales team, who need the username.
    expect(subscription.getByText(/parent01/)).toBeTruthy();
    expect(screen.queryByText('Nothing has been granted to your account yet')).toBeNull();
    const account = await cardOf('Your account');
    expect(account.getByRole('link', { name: /My information/ }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('tells a guest nothing is granted yet, and still offers his own account', async () => {
    renderScreen(<DashboardRoute />, {
      as: 'guest',
      at: '/Dashboard',
      server: { 'dashboard.summary': noFigures },
    });
    expect(
      await screen.findByText(
        'Nothing has been granted to your account yet',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your subscription' })).toBeNull();
    const account = await cardOf('Your account');
    expect(account.getByRole('link', { name: /Change password/ }).getAttribute('href')).toBe(
      '/profile#password',
    );
  });
});
