import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type DemoRole } from './accounts';

export interface Credentials {
  username: string;
  password: string;
}

/** Signs in through the login screen, as a person does, and waits for the dashboard. */
export async function signInWith(page: Page, { username, password }: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/, { timeout: 30_000 });
}

export async function signIn(page: Page, role: DemoRole) {
  await signInWith(page, ACCOUNTS[role]);
}
