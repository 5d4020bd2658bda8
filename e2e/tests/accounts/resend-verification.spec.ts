import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../../support/outbox';
import { newUser, register } from '../../support/register';
import { signInWith } from '../../support/sign-in';

// The journeys of the mailed links, on one account, as registering is the costly part: the
// verification link asked for again, then the reset link of a forgotten password. That a reset
// link works once is an API test (apps/server/test/accounts/password-reset.test.ts), and what the
// screen then says a component test (get-password-page.test.tsx).
test('a user who signs in before verifying asks for a new link; once it activates, the first is refused; a forgotten password is reset by mail', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = newUser('rsd');
  await register(page, user);
  const firstLink = await waitForMailLink(user.email, { purpose: 'verify' });

  // Not verified yet: the sign-in is refused, with a way to get a new mail.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const resend = page.getByRole('link', { name: 'Resend verification e-mail' });
  const notice = page.getByRole('alert').filter({ has: resend });
  await expect(notice).toContainText(
    'Please verify your e-mail address first: open the link in the mail we sent you',
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/\/login$/);
  // Said once, in the form: no error notice repeats it.
  await expect(page.getByText(/Please verify your e-mail address first/)).toHaveCount(1);

  await resend.click();
  await expect(page).toHaveURL(/\/account\/resend\?login=/);
  await expect(
    page.getByRole('heading', { name: 'Resend verification e-mail', exact: true }),
  ).toBeVisible();
  const login = page.getByRole('textbox', { name: 'Username or e-mail' });
  await expect(login).toHaveValue(user.username);

  const asked = Date.now();
  await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(
    page.getByText('If this account is waiting for verification, a new link is on its way.'),
  ).toBeVisible({ timeout: 30_000 });
  const secondLink = await waitForMailLink(user.email, { purpose: 'verify', after: asked });
  expect(secondLink).not.toBe(firstLink);

  // The new link activates the account and opens the sign-in screen with the username filled in;
  // the first, unused, worked until then and is now refused in the page, not in a browser alert
  // (a used link ends the others of its kind).
  await page.goto(secondLink);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?username=/, { timeout: 15_000 });
  await expect(page.getByText('Your account is activated. You can sign in now.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This link is not valid or has already been used')).toBeVisible();
  expect(alerts).toEqual([]);
  await expect(page).toHaveURL(/\/account\/activate\//);

  // The password forgotten: a link by mail sets a new one, and the account signs in with it.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/get-password$/);
  await page.getByLabel('Username or e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If an account matches what you entered/)).toBeVisible({
    timeout: 30_000,
  });

  const resetLink = await waitForMailLink(user.email, { purpose: 'reset' });
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const password = 'N3w-Secret!42';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login\?username=/, { timeout: 30_000 });
  await expect(page.getByText('Your new password is saved')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(user.username);

  await signInWith(page, { username: user.username, password });
});
