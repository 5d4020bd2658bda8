import type { Page } from '@playwright/test';

/**
 * The side menu beside every signed-in screen (on a laptop; a phone's is a drawer). A screen may
 * link to the same place under the same name (the dashboard's cards), so a test that means the
 * menu's entry says so.
 */
export const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Main menu' });
