import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { chooseOption, containing } from '../../support/select';

async function chooseType(page: Page, type: string) {
  await chooseOption(page, page.getByLabel('Type', { exact: true }), containing(type));
}

/** The form item around a labelled field, where its error shows. */
const itemOf = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });

test('a code’s form asks only for what its type uses, and keeps numbers as typed', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/promotion/create');
  await expect(page.getByRole('heading', { name: 'New promotion code' })).toBeVisible();

  // A percent code: a percent, no money, no months.
  await expect(page.getByLabel('Percent', { exact: true })).toBeVisible();
  for (const label of ['Money', 'Months', 'Minimum months']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  }

  // A money code: money, no percent.
  await chooseType(page, 'Money off');
  const money = page.getByLabel('Money', { exact: true });
  await expect(money).toBeVisible();
  await expect(page.getByLabel('Percent', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Months', { exact: true })).toHaveCount(0);

  // -1000 is refused, not turned into 1.000.
  await money.fill('-1000');
  await money.blur();
  await expect(itemOf(page, 'Money').getByText('Must not be negative')).toBeVisible();
  await expect(money).toHaveValue('-1000');
  // An amount shows its separators.
  await money.fill('150000');
  await expect(money).toHaveValue('150.000');
  await expect(itemOf(page, 'Money').getByText('Must not be negative')).toHaveCount(0);

  // 999999 bonus months is refused, not turned into 120.
  await chooseType(page, 'Bonus months from min months');
  await expect(page.getByLabel('Money', { exact: true })).toHaveCount(0);
  const months = page.getByLabel('Months', { exact: true });
  await months.fill('999999');
  await months.blur();
  await expect(itemOf(page, 'Months').getByText('Must be at most 120')).toBeVisible();
  await expect(months).toHaveValue('999999');
  await expect(page.getByLabel('Minimum months', { exact: true })).toBeVisible();

  // Saving shows every error and sends nothing.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(itemOf(page, 'Minimum months').getByText('This field is required')).toBeVisible();
  await expect(page).toHaveURL(/\/promotion\/create$/);
});

test('in Vietnamese the expiry picker writes DD/MM/YYYY, and the list the same', async ({
  page,
  baseURL,
}) => {
  await openAs(page, 'admin');
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: baseURL ?? '' }]);
  await page.goto('/promotion/create');
  await expect(page.getByRole('heading', { name: 'Mã khuyến mãi mới' })).toBeVisible();

  const expire = page.getByLabel('Hết hạn', { exact: true });
  await expect(expire).toHaveAttribute('placeholder', /./);
  await expire.click();
  await page.locator('.ant-picker-dropdown .ant-picker-cell-today').click();
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  await expect(expire).toHaveValue(
    `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
  );
  // A day typed as the API writes it is taken, and shown the Vietnamese way.
  await expire.fill('2099-12-31');
  await expire.press('Enter');
  await expect(expire).toHaveValue('31/12/2099');

  // The demo code TET2025 expired: the list writes its day as DD/MM/YYYY too. Leaving the
  // changed form for another document gets the browser's own question first.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/promotion?keyword=TET2025');
  const row = page.getByRole('row', { name: /TET2025/ });
  await expect(row.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ })).toHaveCount(0);
});
