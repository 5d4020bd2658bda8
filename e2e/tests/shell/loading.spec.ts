import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { holdChunk } from '../../support/scripts';
import { openAs } from '../../support/sessions';

/** What a person meets while a part of a screen still loads on a slow network. */
const LOADED = { timeout: 60_000 };

test('a tab that is still loading holds no empty heading', async ({ page }) => {
  await openAs(page, 'parent');
  const chunk = await holdChunk(page, 'staff-tab');
  await page.goto('/children?tab=7');
  await expect(page.locator('main .ant-skeleton')).toBeVisible(LOADED);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  chunk.release();
  await expect(page.getByRole('button', { name: 'Create staff user' })).toBeVisible(LOADED);
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
});

// The stand-ins themselves (a search left before antd's Select comes, a multiple Select's tags, the
// pickers' typed days, a list's page size) are component tests with the chunk held back
// (components/select.test.tsx and date-picker.test.tsx, app/list-page-size.test.tsx). The real chunk's
// swap, and the widths, which need a real layout, stay here.
test('a Select is as wide before it has loaded as after, and what is typed into it meanwhile becomes its search', async ({
  page,
}) => {
  await openAs(page, 'admin', '/promotion');
  // The stand-in: an input box holding the combobox; then antd's Select holds it.
  const standIn = page
    .locator('main .ant-input-affix-wrapper')
    .filter({ has: page.getByRole('combobox', { name: 'Status' }) });
  await expect(standIn).toBeVisible(LOADED);
  const before = (await standIn.boundingBox())!;
  await standIn.click();
  const loaded = page
    .locator('main .ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Status' }) });
  await expect(loaded).toBeVisible(LOADED);
  await page.keyboard.press('Escape');
  const after = (await loaded.boundingBox())!;
  expect(Math.abs(before.width - after.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(before.x - after.x)).toBeLessThanOrEqual(2);

  // A new page load, with antd's Select held back as a slow network would.
  const chunk = await holdChunk(page, 'select-part');
  await page.goto('/campaigns/bank/new');
  // In a form the Select fills its field, as the description's box below it does.
  const bankBox = page
    .locator('main .ant-input-affix-wrapper')
    .filter({ has: page.getByLabel('Bank', { exact: true }) });
  await expect(bankBox).toBeVisible(LOADED);
  const description = (await page.getByLabel('Description').boundingBox())!;
  expect(Math.abs((await bankBox.boundingBox())!.width - description.width)).toBeLessThanOrEqual(2);

  const bank = page.getByLabel('Bank', { exact: true });
  await bank.focus();
  await page.keyboard.type('ACB');
  chunk.release();
  await expect(bank).toHaveValue('ACB', LOADED);
  const options = page.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: 'Ngân hàng Á Châu (ACB)' })).toBeVisible(LOADED);
  await expect(options.filter({ hasText: 'ABBank' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-content')).toHaveText('Ngân hàng Á Châu (ACB)');
});
