import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';

test.use({ viewport: { width: 390, height: 844 } });

/** The screen open at `path` is there and does not scroll sideways. */
async function expectFits(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, path).toBeLessThanOrEqual(0);
}

// The administrator's dashboard and My information are measured at this width by the every-screen
// walk (shell/every-screen.spec.ts); a parent's differ (his subscription, his rights in words).
test('My information and the dashboard fit a phone (parent)', async ({ page }) => {
  await openAs(page, 'parent', '/Dashboard');
  await expectFits(page, '/Dashboard');
  await page.goto('/profile');
  await expectFits(page, '/profile');
  // The rights, in words, stand below their label at full width.
  await expect(page.getByText('Permissions')).toBeVisible();
});
