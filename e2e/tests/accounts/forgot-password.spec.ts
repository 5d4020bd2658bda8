import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../../support/outbox';
import { newUser, registerAndVerify } from '../../support/register';
import { signInWith } from '../../support/sign-in';

// The link works once: the server's part is an API test (apps/server/test/accounts/
// password-reset.test.ts), what the screen then says a component test (get-password-page.test.tsx).
test('a user who forgot the password gets a link by mail, sets a new one and signs in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await registerAndVerify(page, newUser('fgt'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/get-password$/);
  await page.getByLabel('Username or e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account matches what you entered/)).toBeVisible({
    timeout: 30_000,
  });

  const link = await waitForMailLink(user.email, { purpose: 'reset' });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const password = 'N3w-Secret!42';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText('Your new password is saved')).toBeVisible();

  await signInWith(page, { username: user.username, password });
});
