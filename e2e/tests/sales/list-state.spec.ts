import { expect, test } from '@playwright/test';
import { signIn } from '../../support/sign-in';
import { chooseOption, expectPageSize, pageSizeChanger } from '../../support/select';

const pageSize = pageSizeChanger;

test('the sales list keeps its page size and filters in the URL, through a reload and the back button', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await page.goto('/sale');
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  const salesman = page.getByRole('combobox', { name: 'Salesman' });
  // The picker shows its choice beside its search input.
  const picked = page.locator('.ant-select').filter({ has: salesman });
  const from = page.getByPlaceholder('Start date');
  const to = page.getByPlaceholder('End date');

  // Twenty a page, then a period and one salesman.
  await chooseOption(page, pageSize(page), '20 / page');
  await expect(page).toHaveURL(/page_size=20/);

  // The first click opens the calendar, whether or not the picker had loaded before it.
  await from.click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toBeVisible();
  await from.fill('2000-01-01');
  await from.press('Enter');
  await to.fill('2099-12-31');
  await to.press('Enter');
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expect(page).toHaveURL(/to=2099-12-31/);

  await chooseOption(page, salesman, /salesman1/, { search: 'salesman' });
  await expect(page).toHaveURL(/salesman=salesman1/);
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('salesman1');
  await expect(page.getByRole('row', { name: /SUMMER10/ })).toContainText('salesman1');

  // A reload (or a shared link) shows the same view.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  await expectPageSize(page, '20 / page');
  await expect(picked).toContainText('salesman1');
  // Shown in the English day format (docs/decisions/forms.md), kept in the URL as YYYY-MM-DD.
  await expect(from).toHaveValue('01/01/2000');
  await expect(to).toHaveValue('12/31/2099');
  await expect(page.getByRole('row', { name: /SUMMER10/ })).toContainText('salesman1');

  // Picking a salesman is a step of its own: back leaves the name and keeps the period and size.
  await page.goBack();
  await expect(page).toHaveURL(/from=2000-01-01/);
  await expect(page).not.toHaveURL(/salesman=/);
  await expect(picked).not.toContainText('salesman1');
  await expect(from).toHaveValue('01/01/2000');
  await expectPageSize(page, '20 / page');

  // Back again leaves the period, keeps the size.
  await page.goBack();
  await expect(page).toHaveURL(/page_size=20/);
  await expect(page).not.toHaveURL(/salesman=|from=/);
  await expect(from).toHaveValue('');
  await expectPageSize(page, '20 / page');

  await page.goBack();
  await expect(page).toHaveURL(/\/sale$/);
  await expectPageSize(page, '10 / page');
});

test('the sales of one code offer the standard page sizes, kept in the URL', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/promotion');
  await page
    .getByRole('row', { name: /SUMMER10/ })
    .getByRole('button', { name: 'Sales' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sales of code SUMMER10' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2);

  await pageSize(page).click();
  const options = page.locator('.ant-select-item-option');
  await expect(options).toHaveText([
    '10 / page',
    '15 / page',
    '20 / page',
    '50 / page',
    '100 / page',
  ]);
  await page.keyboard.press('Escape');
  await chooseOption(page, pageSize(page), '50 / page');
  await expect(page).toHaveURL(/page_size=50/);
  await page.reload();
  await expectPageSize(page, '50 / page');
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(2);
});
