import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type DemoRole } from './accounts';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Answers a person tries again after: the machine or the network, not the account. On the
 * shared 2-core CI machine a sign-in (argon2 at its product cost, the captcha solved in a
 * worker) can outlast the spec's 5 s client timeout while two browsers run.
 */
const TRY_AGAIN = /did not answer in time|took too long|Cannot reach the server|Too many failed/;
const ATTEMPTS = 3;

/** Signs in through the login screen, as a person does, and waits for the dashboard. */
export async function signInWith(page: Page, { username, password }: Credentials) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  const alert = page.locator('#sl-notice[role="alert"]');
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Login' }).click();
    // The dashboard, or the screen's error notice (shown for 4.5 s), whichever comes first.
    const outcome = await Promise.race([
      page.waitForURL(/\/Dashboard$/, { timeout: 30_000 }).then(
        () => 'signed in' as const,
        () => 'no answer' as const,
      ),
      alert.waitFor({ state: 'visible', timeout: 30_000 }).then(
        () => 'refused' as const,
        () => 'no answer' as const,
      ),
    ]);
    if (outcome === 'signed in') return;
    const text =
      outcome === 'refused'
        ? ((await alert.textContent().catch(() => '')) ?? '')
        : `no answer in 30 s, at ${page.url()}`;
    if (attempt >= ATTEMPTS || !TRY_AGAIN.test(text)) {
      throw new Error(`Sign-in of ${username} refused after ${attempt} attempt(s): ${text}`);
    }
    // A person reads the notice and clicks again once the form takes input again.
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  }
}

export async function signIn(page: Page, role: DemoRole) {
  await signInWith(page, ACCOUNTS[role]);
}

/**
 * Opens a signed-in route whose session the console will refuse, and waits for the login screen.
 * The console leaves for /login as soon as it meets the refused session, itself a page load, which
 * may cut this navigation short before it even commits (net::ERR_ABORTED); either way the login
 * screen is where it must end.
 */
export async function openExpectingLogin(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' }).catch((error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) throw error;
  });
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
}
