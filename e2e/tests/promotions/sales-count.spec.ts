import { expect, test } from '@playwright/test';
import { newUser, registerAndVerify } from '../../support/register';
import { openAs } from '../../support/sessions';
import { confirmUpgrade, openUpgradeForm } from '../../support/upgrade';
import { sideMenu } from '../../support/menu';

/** A code no other run has used: the tests may share a database between runs. */
const uniqueCode = () =>
  `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

test('an upgrade with a code shows in the promotion list’s sales count without a reload', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const code = uniqueCode();
  const visitor = await browser.newPage();
  const customer = await registerAndVerify(visitor, newUser('count'));
  await visitor.close();

  // The admin makes a code and finds it in the list, with no sales yet.
  await openAs(page, 'admin', '/promotion/create');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Expires').click();
  await page.getByLabel('Expires').fill('2099-12-31');
  await page.getByLabel('Percent', { exact: true }).fill('10');
  await page.getByLabel('Reward', { exact: true }).fill('5');
  await page.getByLabel('Salesman e-mail').fill('salesman1@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  // Gone after a full page load: proves the list below is the same page, updated in place.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  // He upgrades the new customer with the code, from the user's page.
  await sideMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  // The list's page loads on demand: type once its own search box is there, not the last one's.
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill(customer.username);
  await expect(page).toHaveURL(new RegExp(`keyword=${customer.username}`));
  await page
    .getByRole('row', { name: new RegExp(customer.username) })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page).toHaveURL(/\/usermanager\/\d+$/);
  await openUpgradeForm(page);
  await page.getByLabel('Total months').fill('1');
  await page.getByLabel('Promotion code').fill(code);
  await expect(page.getByTestId('quote')).toContainText('89,100 VND'); // 10% off 99,000
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmUpgrade(
    page,
    `Upgrade ${customer.username} to Standard for 1 month(s), 89,100 VND?`,
  );
  await expect(page.getByText('Upgraded to standard for 1 month(s)')).toBeVisible();

  // Back on the list, the code counts its sale.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/promotion\\?keyword=${code}$`));
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(row).toContainText('89,100 VND');
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
});
