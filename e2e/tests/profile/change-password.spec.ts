import { expect, test } from '@playwright/test';
import { newUser, registerAndVerify } from '../../support/register';
import { signInWith } from '../../support/sign-in';

test('a user changes his password on My information, then signs in with the new one', async ({
  page,
}) => {
  // Registers and signs in two or three times through the real screens: slow on a busy machine.
  test.setTimeout(300_000);
  const user = await registerAndVerify(page, newUser('pwd'));
  await signInWith(page, user);

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();
  const newPassword = 'Renewed@Pass9';
  await page.getByLabel('Current password').fill('Not@MyPass1');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in with the session the change answered.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWith(page, { username: user.username, password: newPassword });
});
