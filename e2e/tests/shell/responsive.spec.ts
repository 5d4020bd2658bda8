import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

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
