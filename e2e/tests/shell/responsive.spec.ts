import { expect, test, type Locator } from '@playwright/test';
import { openAs } from '../../support/sessions';

const LOADED = { timeout: 60_000 };

test('at 768 px the side menu collapses and a list scrolls rather than break a code or a time; at desktop width both open up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, 'admin', '/campaigns');
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  const row = page.getByRole('row', { name: /MERCHANT-14/ });
  await expect(row).toBeVisible(LOADED);
  // At desktop width the list fits without scrolling.
  const table = page.locator('main .ant-table-content');
  await expect
    .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth))
    .toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 768, height: 900 });
  await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
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
  await expect
    .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth))
    .toBeGreaterThan(0);
  expect(await lines(cellOf('Code'))).toBe(1);
  expect(await lines(cellOf('Start'))).toBe(1);
  expect(await lines(cellOf('End'))).toBe(1);
  // The name keeps at least 10em: "Khuyến mãi cửa hàng 14" takes two lines, not one per word.
  expect(await lines(cellOf('Name'))).toBeLessThanOrEqual(2);

  await page.setViewportSize({ width: 769, height: 900 });
  await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
});

// That no page scrolls sideways on a phone is the every-screen walk's (shell/every-screen.spec.ts).
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
});
