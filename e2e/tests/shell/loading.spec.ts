import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { holdChunk } from '../../support/scripts';
import { openAs } from '../../support/sessions';

/** What a person meets while a part of a screen still loads on a slow network. */
const LOADED = { timeout: 60_000 };

test('a tab that is still loading holds no empty heading', async ({ page }) => {
  await openAs(page, 'parent');
  const chunk = await holdChunk(page, 'staff-tab');
  await page.goto('/children?tab=7');
  await expect(page.locator('main .ant-skeleton')).toBeVisible(LOADED);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  chunk.release();
  await expect(page.getByRole('button', { name: 'Create staff user' })).toBeVisible(LOADED);
  await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
});
