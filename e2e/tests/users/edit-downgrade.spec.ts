import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { confirmUpgrade, openUpgradeForm } from '../../support/upgrade';

/**
 * Seeded parents (apps/server/src/seed/seed.ts) that no other spec touches. With --repeat-each the repeats of this file may run at the
 * same time on the two workers: each repeat takes its own customer, so two repeats never change,
 * or downgrade, the same account at once.
 */
const CUSTOMERS = ['tranquocbao', 'le-thu-trang', 'pham_van_duc'] as const;
const customerOf = (repeat: number) => CUSTOMERS[repeat % CUSTOMERS.length]!;

/** Finds the user through the list's search box and opens his detail page. */
async function openUser(page: Page, userName: string) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(userName);
  await expect(page).toHaveURL(new RegExp(`keyword=${userName}`));
  await page
    .getByRole('row', { name: new RegExp(userName) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page).toHaveURL(/\/usermanager\/\d+$/);
  await expect(page.getByRole('heading', { name: `User: ${userName}`, exact: true })).toBeVisible();
}

test('an admin edits a user’s e-mail and phone, then downgrades him from standard to free', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const userName = customerOf(testInfo.repeatEachIndex);
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const newEmail = `${userName}.${suffix}@example.com`;
  const newPhone = `+84 9${Date.now().toString().slice(-8)}`;

  await openAs(page, 'admin');
  await openUser(page, userName);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/usermanager\/\d+\/edit$/);
  await expect(
    page.getByRole('heading', { name: `Edit user: ${userName}`, exact: true }),
  ).toBeVisible();
  const email = page.getByLabel('E-mail');
  const phone = page.getByLabel('Phone');
  await expect(email).not.toHaveValue('');
  const oldEmail = await email.inputValue();

  // A valid e-mail and phone: back on the detail page, which shows them. (A missing or invalid
  // e-mail is refused on the form: pages/user-edit-page.test.tsx.)
  await email.fill(newEmail);
  await phone.fill(newPhone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update user success')).toBeVisible();
  await expect(page).toHaveURL(/\/usermanager\/\d+$/);
  const heading = page.getByRole('heading', { name: `User: ${userName}`, exact: true });
  await expect(heading).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(newPhone, { exact: true })).toBeVisible();
  await expect(page.getByText(oldEmail, { exact: true })).toHaveCount(0);

  // Then he downgrades the user to free.
  const tag = page.locator('.ant-descriptions .ant-tag').first();
  const history = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Action' }) });
  const newest = history.getByRole('row').nth(1);
  const downgrades = history.getByRole('row').filter({ hasText: 'Downgrade' });

  // Whatever an earlier run left, one more month through the change-role form makes him standard.
  await openUpgradeForm(page);
  await page.getByLabel('Total months').fill('1');
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmUpgrade(page, /to Standard for 1 month\(s\), 99,000 VND\?/);
  await expect(page.getByText('Upgraded to standard for 1 month(s)')).toBeVisible();
  await expect(tag).toHaveText('Standard');
  await expect(newest).toContainText('Upgrade');
  await expect(newest).toContainText('admin001');
  await expect(newest).toContainText('→ Standard');
  const downgradesBefore = await downgrades.count();

  // Downgrade asks first; confirmed, the package is free and the history gains a downgrade row.
  const downgrade = page.getByRole('main').getByRole('button', { name: 'Downgrade to free' });
  await downgrade.click();
  const confirm = page
    .getByRole('tooltip')
    .filter({ hasText: `Move ${userName} to the free package now?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Downgrade to free' }).click();
  await expect(page.getByText('Downgraded to the free package')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(tag).toHaveText('Free');
  await expect(tag).not.toHaveClass(/ant-tag-green/);
  await expect(downgrade).toBeDisabled();
  await expect(downgrades).toHaveCount(downgradesBefore + 1);
  await expect(newest).toContainText('Downgrade');
  await expect(newest).toContainText('admin001');
  await expect(newest).toContainText('Standard → Free');

  // Both changes are on the server: a reload shows the same.
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(newPhone, { exact: true })).toBeVisible();
  await expect(tag).toHaveText('Free');
  await expect(downgrades).toHaveCount(downgradesBefore + 1);
  await expect(newest).toContainText('Standard → Free');
});
