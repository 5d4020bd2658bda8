import { expect, test as setup } from '@playwright/test';
import { ACCOUNTS, type DemoRole } from '../support/accounts';
import { sessionFile } from '../support/sessions';
import { signIn } from '../support/sign-in';

// Each demo role signs in once per run through the login screen; the tests then open the console
// in that session (support/sessions.ts, openAs). The roles sign in side by side on the workers.
setup.describe.configure({ mode: 'parallel' });

for (const role of Object.keys(ACCOUNTS) as DemoRole[]) {
  setup(`${role} signs in through the login screen`, async ({ page }) => {
    await signIn(page, role);
    // The dashboard greets the user once the app has his profile: the session is complete.
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.context().storageState({ path: sessionFile(role) });
  });
}
