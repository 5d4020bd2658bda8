import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { openAs } from '../../support/sessions';

test('a protected URL without a session lands on the login page', async ({ page }) => {
  await page.goto('/browser');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('sign-in returns to the page that asked for it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/browser?keyword=chrome');
  await expect(page).toHaveURL(/\/login\?next=%2Fbrowser%3Fkeyword%3Dchrome$/);
  await page.getByLabel('Username').fill(ACCOUNTS.operator.username);
  await page.getByLabel('Password').fill(ACCOUNTS.operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/browser\?keyword=chrome$/, { timeout: 60_000 });
  await expect(page.getByRole('searchbox')).toHaveValue('chrome');
});

test('an unknown URL shows the 404 page with a way back to the dashboard', async ({ page }) => {
  await openAs(page, 'guest');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
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
