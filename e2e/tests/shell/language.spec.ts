import { expect, test } from '@playwright/test';
import { expectPageSize } from '../../support/select';
import { openAs } from '../../support/sessions';

// The language menu saves the choice on the account (profile/language.spec.ts tries it on an
// account of its own). Here the choice is the browser's cookie only, so the demo account other
// tests sign in as keeps its language.
test('a Vietnamese choice survives a reload, Ant Design’s own texts included', async ({ page }) => {
  await openAs(page, 'operator');
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Xin chào/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ngôn ngữ/ })).toBeVisible();
  await page.goto('/browser');
  // Ant Design's own texts (its paging's), and the console's page size beside them.
  await expect(page.locator('.ant-pagination-prev')).toHaveAttribute('title', 'Trang Trước');
  await expectPageSize(page, '10 / trang');
});
