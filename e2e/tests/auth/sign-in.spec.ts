import { expect, test } from '@playwright/test';
import { ACCOUNTS, type DemoRole } from '../../support/accounts';
import { signIn } from '../../support/sign-in';

test('a new user opens the console and signs in from the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Register an account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/get-password',
  );

  await page.getByLabel('Username').fill('operator1');
  await page.getByLabel('Password').fill('Operat@1234');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/Dashboard$/, { timeout: 30_000 });
  await expect(page.getByText('Login successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Blocked browsers/ }).first()).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a wrong password shows the incorrect-account message and stays on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('manager01');
  await page.getByLabel('Password').fill('Wrong@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The account or password is incorrect')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form shows the required messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please input username')).toBeVisible();
});

test('every demo account signs in through the login screen', async ({ page }) => {
  test.setTimeout(240_000);
  for (const role of Object.keys(ACCOUNTS) as DemoRole[]) {
    await signIn(page, role);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
});
