import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../test/render';
import { areas } from './areas';
import { SideMenu } from './layout/side-menu';
import { RequireAccess } from './require-access';

/** The blocked browsers' list as the router guards it: its path and the access the contract gives it. */
const browserList = areas
  .find((area) => area.key === 'browsers')
  ?.screens.find((screen) => screen.path === '/browser');

/** A limit, not a goal: the signed-in user comes after the first paint, on a busy machine. */
const LOADED = { timeout: 15_000 };

describe('a role without the permission', () => {
  it('gets the 403 page in place of the screen', async () => {
    renderScreen(<RequireAccess access={browserList!.access} />, {
      as: 'salesman',
      at: '/browser',
    });
    // Titled by the page's one h1, as a screen is.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LOADED),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the dashboard' })).toBeTruthy();
  });

  it('finds no menu entry for the area', async () => {
    renderScreen(<SideMenu />, { as: 'salesman', at: '/Dashboard' });
    expect(await screen.findByRole('link', { name: 'Dashboard' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Blocked browsers/ })).toBeNull();
  });

  it('is not the operator, whose menu has the entry', async () => {
    renderScreen(<SideMenu />, { as: 'operator', at: '/Dashboard' });
    expect(await screen.findByRole('link', { name: /Blocked browsers/ }, LOADED)).toBeTruthy();
  });
});
