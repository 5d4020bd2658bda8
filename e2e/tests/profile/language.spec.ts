import { expect, test } from '@playwright/test';
import { newUser, registerAndVerify } from '../../support/register';
import { signInWith } from '../../support/sign-in';

/** A reload into the new language loads the whole app again: slow on a busy machine. */
const RELOAD = { timeout: 60_000 };

test('the language a user chooses follows him to another browser after signing in', async ({
  browser,
  page,
}) => {
  // Registers and signs in two or three times through the real screens: slow on a busy machine.
  test.setTimeout(300_000);
  const user = await registerAndVerify(page, newUser('lang'));
  await signInWith(page, user);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible(RELOAD);
  await page.getByRole('button', { name: /Menu tài khoản của/ }).click();
  await page.getByRole('menuitem', { name: /Đăng xuất$/ }).click();
  await expect(page).toHaveURL(/\/login/);

  // Another browser, which has never seen the console: the login screen is in English.
  const elsewhere = await (await browser.newContext()).newPage();
  await signInWith(elsewhere, user);
  await expect(elsewhere.getByRole('heading', { name: /Xin chào/ })).toBeVisible(RELOAD);

  // Changed back on My information, which the next sign-in follows too.
  await elsewhere.goto('/profile');
  // The choice reloads the page in English, so the radio is clicked, not checked and watched.
  await elsewhere.getByRole('radio', { name: 'English' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'My information' })).toBeVisible(RELOAD);
  const third = await (await browser.newContext()).newPage();
  await third.context().addCookies([{ name: 'lang', value: 'vi', url: elsewhere.url() }]);
  await third.goto('/login');
  await third.getByLabel('Tên đăng nhập').fill(user.username);
  await third.getByLabel('Mật khẩu', { exact: true }).fill(user.password);
  await third.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(third.getByRole('heading', { name: /Welcome/ })).toBeVisible(RELOAD);
});
