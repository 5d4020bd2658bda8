import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { confirmUpgrade, openUpgradeForm } from '../../support/upgrade';

/** A code no other run has used: the tests may share a database between runs. */
const uniqueCode = () =>
  `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

async function openFromMenu(page: Page, link: string, heading: string) {
  await page.getByRole('link', { name: link }).first().click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('a code made for salesman1 is used on an upgrade and earns him a commission', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const code = uniqueCode();

  // The admin makes a 20% off code for salesman1, with a 10% reward on what the buyers pay.
  await openAs(page, 'admin');
  await openFromMenu(page, 'Promotion codes', 'Promotion codes');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New promotion code' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input the code')).toBeVisible();
  await expect(page.getByText('Please input the reward')).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Expires').click();
  await page.getByLabel('Expires').fill('2099-12-31');
  await page.getByLabel('Percent', { exact: true }).fill('20');
  await page.getByLabel('Reward', { exact: true }).fill('10');
  await page.getByLabel('Salesman e-mail').fill('salesman1@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Promotion codes' })).toBeVisible();
  await expect(page).toHaveURL(/\/promotion$/);
  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  await page.getByRole('searchbox', { name: 'Search by code' }).press('Enter');
  const adminRow = page.getByRole('row', { name: new RegExp(code) });
  await expect(adminRow).toContainText('salesman1@example.com');
  await expect(adminRow).toContainText('Running');

  // He upgrades a parent for 3 months with the code, and sees the price before he submits.
  await openFromMenu(page, 'Users', 'Users');
  await page.getByRole('searchbox').fill('sarah_nguyen');
  await expect(page).toHaveURL(/keyword=sarah_nguyen/);
  await page
    .getByRole('row', { name: /sarah_nguyen/ })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('heading', { name: 'User: sarah_nguyen' })).toBeVisible();
  await openUpgradeForm(page);
  const quote = page.getByTestId('quote');
  await expect(quote).toContainText('99,000 VND');

  await page.getByLabel('Total months').fill('3');
  await page.getByLabel('Promotion code').fill('NO-SUCH-CODE');
  await expect(page.getByText('Promotion code not found')).toBeVisible();
  await expect(quote).toContainText('297,000 VND');

  await page.getByLabel('Promotion code').fill(code);
  await expect(page.getByText('Promotion code not found')).toBeHidden();
  await expect(quote).toContainText('59,400 VND'); // 20% of 297,000
  await expect(quote).toContainText('237,600 VND'); // due
  await page.getByRole('button', { name: 'Submit' }).click();
  await confirmUpgrade(page, /to Standard for 3 month\(s\), 237,600 VND\?/);
  await expect(page.getByText('Upgraded to standard for 3 month(s)')).toBeVisible();
  await expect(page.locator('.ant-descriptions .ant-tag').first()).toHaveText('Standard');
  // The card names what it changes: the subscription, not the console role.
  await expect(page.getByText('Change subscription', { exact: true })).toBeVisible();
  await expect(page.getByText('Change role', { exact: true })).toHaveCount(0);
  // The history entry names the code and what was paid.
  const history = page.locator('.ant-card').filter({ hasText: 'Subscription history' });
  const entry = history.locator('tbody tr.ant-table-row').first();
  await expect(entry).toContainText(code);
  await expect(entry).toContainText('237,600 VND');

  // salesman1 finds the code among his own, with its one sale, and his commission on it.
  const salesman = await browser.newPage();
  await openAs(salesman, 'salesman');
  await openFromMenu(salesman, 'My promotion codes', 'My promotion codes');
  await salesman.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  await salesman.getByRole('searchbox', { name: 'Search by code' }).press('Enter');
  const mine = salesman.getByRole('row', { name: new RegExp(code) });
  await expect(mine.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await expect(mine).toContainText('237,600 VND');

  await mine.getByRole('button', { name: 'Sales' }).click();
  await expect(salesman.getByRole('heading', { name: `Sales of code ${code}` })).toBeVisible();
  const sale = salesman.getByRole('row', { name: /sarah_nguyen/ });
  await expect(sale).toHaveCount(1);
  await expect(sale).toContainText('297,000 VND');
  await expect(sale).toContainText('59,400 VND');
  await expect(sale).toContainText('237,600 VND');

  await openFromMenu(salesman, 'Sales', 'Sales');
  const earned = salesman.getByRole('row', { name: new RegExp(code) });
  await expect(earned).toContainText('10%');
  await expect(earned).toContainText('23,760 VND'); // 10% of 237,600
  await salesman.close();
});
