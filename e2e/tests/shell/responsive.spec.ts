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
