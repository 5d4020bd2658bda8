import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../../../app/layout/user-menu';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { ProfilePage } from './profile-page';

/** A limit, not a goal: the signed-in user comes after the first paint, on a busy machine. */
const LOADED = { timeout: 15_000 };

describe('My information', () => {
  it('opens from the account menu’s Information', async () => {
    const view = renderScreen(<UserMenu />, { as: 'operator', at: '/Dashboard' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu/ }, LOADED));
    await user.click(await screen.findByText('Information', { exact: true }));
    expect(view.location()).toBe('/profile');
  });

  it('says what the user may do in words, not permission codes', async () => {
    renderScreen(<ProfilePage />, { as: 'operator', at: '/profile' });
    expect(await screen.findByRole('heading', { name: 'My information' }, LOADED)).toBeTruthy();
    expect(screen.getByText('Publish the browser rules')).toBeTruthy();
    expect(screen.getByText('Add and edit bank details')).toBeTruthy();
    expect(screen.queryByText('browsers.apply')).toBeNull();
  });

  it('says what the user may do in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<ProfilePage />, { as: 'operator', at: '/profile' });
    expect(await screen.findByText('Áp dụng quy tắc trình duyệt', {}, LOADED)).toBeTruthy();
  });
});
