import { expect, test } from '@playwright/test';
import { newUser, register, verifyByMail } from '../../support/register';
import { signInWith } from '../../support/sign-in';

// A new account's life in one journey, as registering and signing in is the costly part (the
// captcha and argon2): the register screen's own checks (the name check while typing, the
// passwords' match, the remembered check-email state, Vietnamese) are component tests
// (register-page.test.tsx), and so are the dashboard's and My information's details
// (dashboard-route.test.tsx, change-password-form.test.tsx). The server's answers (the name check, a used
// link refused) are the API tests' (apps/server/test/accounts); a sign-in before the account is
// verified, and the alert a refused link shows, are tried by resend-verification.spec.ts, which
// also resets a forgotten password.
test('a new user registers, activates by mail, lands on his parent dashboard, changes his password and signs in with it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = newUser('reg');

  await register(page, user);
  await verifyByMail(page, user);
  await expect(page.getByText('Your account is activated')).toBeVisible();

  // A self-registered account is a parent's, on the free package.
  await signInWith(page, user);
  const subscription = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Your subscription' }),
  });
  await expect(subscription.getByText('Free', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'My information' }).click();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();
  await expect(page.getByText('Parent', { exact: true })).toBeVisible();

  const newPassword = 'Renewed@Pass9';
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible({ timeout: 30_000 });

  // This browser stays signed in with the session the change answered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWith(page, { username: user.username, password: newPassword });
});
