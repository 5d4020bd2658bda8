import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../../support/outbox';
import { newUser, register } from '../../support/register';
import { signInWith } from '../../support/sign-in';

test('a user who signs in before verifying asks for a new link; once it activates, the first is refused', async ({
  page,
}) => {
  test.setTimeout(150_000);
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

  // The new link activates the account; the first, unused, worked until then and is now refused
  // with a browser alert (a used link ends the others of its kind).
  await page.goto(secondLink);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('Your account is activated. You can sign in now.')).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => alerts).toEqual(['This link is not valid or has already been used']);
  await expect(page).toHaveURL(/\/account\/activate\//);
  await signInWith(page, user);
});
