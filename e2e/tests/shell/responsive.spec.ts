import { expect, test, type Locator } from '@playwright/test';
import { openAs } from '../../support/sessions';

const LOADED = { timeout: 60_000 };

test('the side menu collapses at 768 px and opens at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, 'admin');
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);

  await page.setViewportSize({ width: 769, height: 900 });
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
});

test('on a phone the menu is a drawer that closes after a pick', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'admin');
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users/);
  await expect(drawer).toBeHidden();
  // Nothing scrolls sideways but a table's own body.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('at 768 px a list scrolls rather than break a code or a time, and keeps names readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openAs(page, 'admin');
  await page.goto('/campaigns');
  const row = page.getByRole('row', { name: /MERCHANT-14/ });
  await expect(row).toBeVisible(LOADED);
  // How many lines a cell's text takes: the distinct tops of its text's boxes.
  const lines = (cell: Locator) =>
    cell.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
    });
  const cells = row.getByRole('cell');
  const headers = await page.getByRole('columnheader').allTextContents();
  const cellOf = (title: string) => cells.nth(headers.findIndex((h) => h.trim() === title));
  expect(await lines(cellOf('Code'))).toBe(1);
  expect(await lines(cellOf('Start'))).toBe(1);
  expect(await lines(cellOf('End'))).toBe(1);
  // The name keeps at least 10em: "Khuyến mãi cửa hàng 14" takes two lines, not one per word.
  expect(await lines(cellOf('Name'))).toBeLessThanOrEqual(2);
  const table = page.locator('main .ant-table-content');
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);

  // At desktop width the same list fits without scrolling.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect
    .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth))
    .toBeLessThanOrEqual(0);
});
