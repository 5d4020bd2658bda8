import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test.use({ viewport: { width: 390, height: 844 } });

for (const role of ['admin', 'parent'] as const) {
  test(`My information and the dashboard fit a phone (${role})`, async ({ page }) => {
    await openAs(page, role);
    for (const path of ['/Dashboard', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The rights, in words, stand below their label at full width.
    await page.goto('/profile');
    await expect(page.getByText('Permissions')).toBeVisible();
  });
}
