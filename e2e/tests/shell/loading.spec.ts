import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { callAs } from '../../support/api';
import { holdChunk, recordScripts } from '../../support/scripts';
import { chooseOption, expectPageSize, pageSizeChanger } from '../../support/select';
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

test('what is typed into a Select before it has loaded becomes its search', async ({ page }) => {
  await openAs(page, 'admin');
  const chunk = await holdChunk(page, 'select-part');
  await page.goto('/campaigns/bank/new');
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

test('a search typed into a Select and left before it has loaded is dropped', async ({ page }) => {
  await openAs(page, 'admin');
  await holdChunk(page, 'select-part');
  await page.goto('/campaigns/bank/new');
  const bank = page.getByLabel('Bank', { exact: true });
  await bank.focus();
  await page.keyboard.type('ACB');
  await expect(bank).toHaveValue('ACB');
  // Left, as the real Select drops its search on blur: the field shows no choice it does not hold.
  await page.keyboard.press('Tab');
  await expect(bank).toHaveValue('');
});

test('a day typed into a date field before its picker has loaded is kept', async ({ page }) => {
  await openAs(page, 'admin');
  const chunk = await holdChunk(page, 'date-picker-part');
  await page.goto('/promotion/create');
  await page.getByLabel('Expires').focus();
  await page.keyboard.type('12/31/2030');
  chunk.release();
  const expires = page.getByLabel('Expires');
  await expect(expires).toHaveValue('12/31/2030', LOADED);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(expires).toHaveValue('12/31/2030');
});

test('a day typed into a date field and left before its picker has loaded is kept', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const chunk = await holdChunk(page, 'date-picker-part');
  await page.goto('/promotion/create');
  const expires = page.getByLabel('Expires');
  await expires.focus();
  await page.keyboard.type('12/31/2030');
  await page.getByLabel('Percent', { exact: true }).focus();
  await expect(expires).toHaveValue('12/31/2030');
  chunk.release();
  // The real picker takes the field's place with the day as its value.
  const picker = page.locator('.ant-picker input');
  await expect(picker).toHaveValue('12/31/2030', LOADED);
  await expect(page.getByLabel('Percent', { exact: true })).toBeFocused();
});

test('a day typed into a period before its picker has loaded starts the picker', async ({
  page,
}) => {
  await openAs(page, 'manager');
  const chunk = await holdChunk(page, 'date-picker-part');
  await page.goto('/sale');
  const start = page.getByPlaceholder('Start date');
  await start.focus();
  await page.keyboard.type('11/01/2026');
  await expect(start).toHaveValue('11/01/2026');
  chunk.release();
  // The real picker takes the period's place, open, its start focused with what was typed.
  const realStart = page.locator('.ant-picker-range input').first();
  await expect(realStart).toHaveValue('11/01/2026', LOADED);
  await expect(realStart).toBeFocused();
  await expect(page.locator('.ant-picker-dropdown:visible')).toBeVisible();
});

test('a multiple Select shows its chosen options as tags before it has loaded, each removable', async ({
  page,
}) => {
  await openAs(page, 'parent');
  const job = (await callAs(page, 'rpa.jobList', { page: 1, page_size: 10 })).list[0]!.id;
  const staff = ['Nguyễn Thị Lan (lan.nguyen)', 'Trần Văn Minh (minh.tran)'];
  await page.goto(`/rpamanage/${job}/edit`);
  await page.getByRole('radio', { name: 'Agents of chosen staff users' }).check();
  await page.getByLabel('Staff users', { exact: true }).click();
  for (const name of staff) {
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Job: / })).toBeVisible(LOADED);

  await holdChunk(page, 'select-part');
  await page.goto(`/rpamanage/${job}/edit`);
  for (const name of staff) {
    await expect(page.getByText(name, { exact: true })).toBeVisible(LOADED);
  }
  await expect(page.getByLabel('Staff users', { exact: true })).toHaveValue('');

  // A tag's remove mark removes its option, the Select still not loaded, and the form saves so.
  const [removed, kept] = staff as [string, string];
  const tag = page.locator('.console-select-tag').filter({ hasText: removed });
  await tag.locator('.console-select-tag-remove').click();
  await expect(page.getByText(removed, { exact: true })).toHaveCount(0);
  await expect(page.getByText(kept, { exact: true })).toBeVisible();
  await expect(page.locator('.ant-select-dropdown')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Job: / })).toBeVisible(LOADED);
  await page.goto(`/rpamanage/${job}/edit`);
  await expect(page.getByText(kept, { exact: true })).toBeVisible(LOADED);
  await expect(page.getByText(removed, { exact: true })).toHaveCount(0);
});

test('a list’s page size loads antd’s Select only when it is reached, and then offers every size', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const scripts = recordScripts(page);
  await page.goto('/usermanager');
  await expect(page.getByRole('table')).toBeVisible(LOADED);
  await page.waitForLoadState('networkidle');
  const selectParts = () =>
    [...scripts.take()].filter((url) => /\/select-part-[\w-]+\.js$/.test(url)).length;
  // Shown, not loaded: the list's first visit does without antd's Select.
  expect(selectParts()).toBe(0);
  await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('10 / page');
  await pageSizeChanger(page).click();
  await expect(page.locator('.ant-select-item-option')).toHaveText([
    '10 / page',
    '15 / page',
    '20 / page',
    '50 / page',
    '100 / page',
  ]);
  expect(selectParts()).toBe(1);
  await page.keyboard.press('Escape');
  await chooseOption(page, pageSizeChanger(page), '20 / page');
  await expect(page).toHaveURL(/page_size=20/);
  await expectPageSize(page, '20 / page');
});

test('a Select is as wide before it has loaded as after: to what it shows beside other controls, the whole field in a form', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/promotion');
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

  // In a form the Select fills its field, as the description's box below it does.
  await page.goto('/campaigns/bank/new');
  const bank = page
    .locator('main .ant-input-affix-wrapper')
    .filter({ has: page.getByLabel('Bank', { exact: true }) });
  await expect(bank).toBeVisible(LOADED);
  const description = (await page.getByLabel('Description').boundingBox())!;
  expect(Math.abs((await bank.boundingBox())!.width - description.width)).toBeLessThanOrEqual(2);
});
