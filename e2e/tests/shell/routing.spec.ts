import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('a protected URL without a session lands on the login page', async ({ page }) => {
  await page.goto('/browser');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an unknown URL shows the 404 page with a way home', async ({ page }) => {
  await openAs(page, 'guest');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a role without the permission gets the 403 page', async ({ page }) => {
  await openAs(page, 'salesman');
  await expect(page.getByRole('link', { name: /Blocked browsers/ })).toHaveCount(0);
  await page.goto('/browser');
  await expect(page.getByText('Access denied')).toBeVisible();
});

test('a guest sees that nothing is granted yet', async ({ page }) => {
  await openAs(page, 'guest');
  await expect(page.getByText('Nothing has been granted to your account yet')).toBeVisible();
});
