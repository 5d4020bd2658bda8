import { expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';
import type { Credentials } from './sign-in';

export interface NewUser extends Credentials {
  email: string;
}

/** A user name and e-mail no other run has used. */
export function newUser(prefix = 'e2e'): NewUser {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `${prefix}_${suffix}`;
  return { username, email: `${username}@example.com`, password: 'Passw0rd!23' };
}

/** Fills and sends the register form, as a person does, and waits for "check your e-mail". */
export async function register(page: Page, user: NewUser) {
  await page.goto('/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByLabel('Full name').fill('End To End');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible({ timeout: 30_000 });
}

/** Opens the verification link of the newest mail to the user and confirms it. */
export async function verifyByMail(page: Page, user: NewUser) {
  const link = await waitForMailLink(user.email, { purpose: 'verify' });
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?username=/, { timeout: 15_000 });
}

export async function registerAndVerify(page: Page, user: NewUser = newUser()) {
  await register(page, user);
  await verifyByMail(page, user);
  return user;
}
