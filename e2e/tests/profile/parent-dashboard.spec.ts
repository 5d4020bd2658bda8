import { expect, test } from '@playwright/test';
import { newUser, registerAndVerify } from '../../support/register';
import { openAs } from '../../support/sessions';
import { signInWith } from '../../support/sign-in';

test('a self-registered parent lands on a dashboard with his subscription and how to upgrade', async ({
  page,
}) => {
  // Registers and signs in two or three times through the real screens: slow on a busy machine.
  test.setTimeout(300_000);
  const user = await registerAndVerify(page, newUser('par'));
  await signInWith(page, user);

  await expect(page.getByText('Nothing has been granted')).toHaveCount(0);
  const subscription = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Your subscription' }),
  });
  await expect(subscription.getByText('Free', { exact: true })).toBeVisible();
  await expect(subscription.getByText('No end date')).toBeVisible();
  await expect(subscription.getByRole('heading', { name: 'Upgrade to Standard' })).toBeVisible();
  await expect(subscription.getByText(user.username)).toBeVisible();

  // Every link on the dashboard leads to a page of the console.
  await page.getByRole('link', { name: 'My information' }).click();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();
  await expect(page.getByText('Parent', { exact: true })).toBeVisible();
});

test('a guest, granted nothing yet, still has his account to look after', async ({ page }) => {
  await openAs(page, 'guest');
  await expect(page.getByText('Nothing has been granted to your account yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your subscription' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/profile#password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
});
