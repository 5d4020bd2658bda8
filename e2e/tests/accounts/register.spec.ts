import { expect, test } from '@playwright/test';
import { newUser, register, verifyByMail } from '../../support/register';
import { signInWith } from '../../support/sign-in';

test('a new user registers, opens the mailed link, confirms and signs in', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser('reg');

  // The name check answers while typing (spec §7: success true when the name exists).
  await page.goto('/register');
  const nameCheck = () => page.waitForResponse((res) => res.url().endsWith('/user/testname'));
  let answer = nameCheck();
  await page.getByLabel('Username').fill('admin001');
  expect(await (await answer).json()).toEqual({ success: true, exists: true });
  await expect(page.getByText('Account already exists')).toBeVisible();
  answer = nameCheck();
  await page.getByLabel('Username').fill(user.username);
  expect(await (await answer).json()).toEqual({ success: false, exists: false });
  await expect(page.getByText('Account already exists')).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill('Different!23');
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();

  const sent = Date.now();
  await register(page, user);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The check-email state is remembered for ten minutes from the answer, which came between
  // `sent` and now (however long the reload took).
  await page.reload();
  await expect(page.getByText('Check your e-mail')).toBeVisible();
  const until = await page.evaluate(() => Number(localStorage.getItem('success')));
  expect(until).toBeGreaterThanOrEqual(sent + 600_000);
  expect(until).toBeLessThanOrEqual(Date.now() + 600_000);

  // Not verified yet: the sign-in is refused with a way to get a new mail.
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Resend verification e-mail' })).toBeVisible({
    timeout: 30_000,
  });

  await verifyByMail(page, user);
  await expect(page.getByText('Your account is activated')).toBeVisible();
  await signInWith(page, user);
});

test('a used activation link is refused with a browser alert', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser('act');
  await register(page, user);
  await verifyByMail(page, user);

  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.goBack();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => messages).toEqual(['This link is not valid or has already been used']);
  await expect(page).toHaveURL(/\/account\/activate\//);
});
