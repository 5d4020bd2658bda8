import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('My information says what the user may do in words, in both languages', async ({ page }) => {
  await openAs(page, 'operator');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menu').getByText('Information', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My information' })).toBeVisible();
  await expect(page.getByText('Publish the browser rules')).toBeVisible();
  await expect(page.getByText('Add and edit bank details')).toBeVisible();
  await expect(page.getByText('browsers.apply')).toHaveCount(0);

  await page.context().addCookies([{ name: 'lang', value: 'vi', url: page.url() }]);
  await page.reload();
  await expect(page.getByText('Áp dụng quy tắc trình duyệt')).toBeVisible();
});
