import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

/**
 * The users list's search ignores accents and case (docs/decisions/search-and-totals.md):
 * "nguyen" finds salesman1, whose full name is "Nguyễn Bán Hàng" and whose user name holds no
 * "nguyen"; the seeded customers nguyenthanhha and sarah_nguyen too.
 */
test('"nguyen" in the users list finds Nguyễn Bán Hàng', async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/users');
  const search = page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
  await search.fill('nguyen');
  await expect(page).toHaveURL(/keyword=nguyen/);
  for (const userName of ['salesman1', 'nguyenthanhha', 'sarah_nguyen']) {
    await expect(page.getByRole('row', { name: new RegExp(userName) })).toBeVisible();
  }
  await expect(page.getByText('Total: 3', { exact: true })).toBeVisible();

  await search.fill('NGUYỄN BÁN');
  await expect(page.getByRole('row', { name: /salesman1/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /nguyenthanhha/ })).toHaveCount(0);
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
});
