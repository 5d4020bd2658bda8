import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type DemoRole } from './accounts';

/** Signs in through the login screen, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, role: DemoRole) {
  const { username, password } = ACCOUNTS[role];
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/, { timeout: 30_000 });
}
