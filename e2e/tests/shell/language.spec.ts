import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('switching to Vietnamese survives a reload', async ({ page }) => {
  await openAs(page, 'operator');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  const lang = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('vi');
  // Ant Design's own texts follow the language too.
  await page.goto('/browser');
  await expect(page.getByText(/\/ trang/).first()).toBeVisible();

  // The choice is saved on the account too: back to English, for the tests that sign in as him.
  await page.getByRole('button', { name: 'Ngôn ngữ' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText(/\/ page/).first()).toBeVisible();
});
