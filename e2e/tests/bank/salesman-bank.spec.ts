import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';

/** Opens an antd select by its label, types into its search box and picks the matching option. */
async function pick(page: Page, label: string, search: string, option: RegExp) {
  await chooseOption(page, page.getByLabel(label), option, { search });
}

const uniqueNumber = () => `9${Date.now().toString().slice(-11)}`;

test('a salesman adds his own bank details from the catalogue and sees only his', async ({
  page,
}) => {
  const number = uniqueNumber();
  await openAs(page, 'salesman');
  await page
    .getByRole('link', { name: /Bank information/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bank$/);
  await expect(page.getByRole('heading', { name: 'My bank information' })).toBeVisible();
  // The seeded details are his; nobody else's appear.
  await expect(page.getByRole('cell', { name: 'salesman1' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'nguyenthanhha' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/bank-create$/);
  await expect(page.getByLabel('User name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter bank name!')).toBeVisible();
  await expect(page.getByText('Please enter file bank number!')).toBeVisible();
  await expect(page.getByText('Please enter file bank holder!')).toBeVisible();

  await pick(page, 'Bank name', 'Vietcombank', /Vietcombank, VCB/);
  await page.getByLabel('Bank number').fill(number);
  await page.getByLabel('Bank holder').fill('Nguyễn Bán Hàng');
  await expect(page.getByText('Saved as: NGUYEN BAN HANG')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create a new bank successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bank$/);

  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Vietcombank, VCB');
  await expect(row).toContainText('NGUYEN BAN HANG');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bank information of salesman1' })).toBeVisible();
  await expect(
    page.getByText('Ngân hàng TMCP Ngoại Thương (Vietcombank, VCB)', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText('NGUYEN BAN HANG')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'salesman1' })).toBeVisible();
});

test('an operator adds bank details for a user found through the user-name search', async ({
  page,
}) => {
  const number = uniqueNumber();
  await openAs(page, 'operator', '/bank');
  await expect(page.getByRole('heading', { name: 'Bank information' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/bank-create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter user name!')).toBeVisible();

  await pick(page, 'User name', 'thanhha', /nguyenthanhha/);
  await pick(page, 'Bank name', 'BIDV', /\(BIDV\)/);
  await page.getByLabel('Bank number').fill(number);
  await page.getByLabel('Bank holder').fill('nguyễn thanh hà');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create a new bank successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/bank$/);

  await page.goto('/bank?order=desc');
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('nguyenthanhha');
  await expect(row).toContainText('BIDV');
  await expect(row).toContainText('NGUYEN THANH HA');

  // Edit returns to the detail with the change.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/bank\/\d+\/edit$/);
  await expect(page.getByLabel('User name')).toHaveCount(0);
  await pick(page, 'Bank name', 'Techcombank', /Techcombank, TCB/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update bank success')).toBeVisible();
  await expect(page).toHaveURL(/\/bank\/\d+$/);
  // The detail page is loaded lazily: wait for its heading so the edit form is gone.
  await expect(
    page.getByRole('heading', { name: 'Bank information of nguyenthanhha' }),
  ).toBeVisible();
  await expect(
    page.getByText('Ngân hàng Kỹ thương Việt Nam (Techcombank, TCB)', { exact: true }),
  ).toBeVisible();
});
