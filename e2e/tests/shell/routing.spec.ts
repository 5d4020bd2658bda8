import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { openAs } from '../../support/sessions';

// A protected URL opened without a session lands on the login page: the first step below.
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

test('a guest sees that nothing is granted yet, and an unknown URL shows the 404 page with a way back', async ({
  page,
}) => {
  await openAs(page, 'guest');
  await expect(page.getByText('Nothing has been granted to your account yet')).toBeVisible();
  // The router's own catch-all, which only the whole app has: a typed address no route knows.
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByText('Nothing has been granted to your account yet')).toBeVisible();
});
