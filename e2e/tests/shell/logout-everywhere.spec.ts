import { expect, test } from '@playwright/test';
import { signInWith } from '../../support/sign-in';

/** A demo customer no other test signs in as: ending all its sessions disturbs nobody. */
const CUSTOMER = { username: 'nguyenthanhha', password: 'Customer@123' };

test('"Sign out everywhere" ends the sessions on other devices too', async ({ browser }) => {
  const here = await (await browser.newContext()).newPage();
  const there = await (await browser.newContext()).newPage();
  await signInWith(here, CUSTOMER);
  await signInWith(there, CUSTOMER);

  await here.getByRole('button', { name: /Account menu of/ }).click();
  await here.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await expect(here).toHaveURL(/\/login/);

  // The other device's next call is refused, and it lands on the login page. Its dashboard may
  // already have made that call (its figures) and be on its way there, which aborts the reload.
  await there.reload().catch(() => {});
  await expect(there).toHaveURL(/\/login/);
  await expect(there.getByRole('button', { name: 'Login' })).toBeVisible();
});
