import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

/**
 * Issue 16: the dashboard shows live figures of the areas a role reads, each opening its list. What
 * a parent's dashboard shows and leaves out, in both languages, is a component test
 * (features/dashboard/pages/dashboard-page.test.tsx).
 */
test('a manager reads the live figures and opens the campaigns waiting for approval from them', async ({
  page,
}) => {
  await openAs(page, 'manager');
  const campaigns = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Campaigns', level: 2 }),
  });
  await expect(campaigns).toBeVisible();
  await expect(
    campaigns.getByText(/Running campaigns have spent [\d,]+ of [\d,]+ VND/),
  ).toBeVisible();
  await expect(
    campaigns.getByRole('meter', { name: 'Budget spent by running campaigns' }),
  ).toBeVisible();
  const redemptions = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Redemptions', level: 2 }),
  });
  await expect(redemptions.getByText('Applied today')).toBeVisible();
  await expect(redemptions.locator('.summary-day')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Agents', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mer-ter files', level: 2 })).toBeVisible();

  const pending = campaigns.getByRole('link', { name: /Pending approval/ });
  const count = Number((await pending.locator('.summary-figure-value').innerText()).trim());
  expect(count).toBeGreaterThan(0);
  await pending.click();
  await expect(page).toHaveURL(/\/campaigns\?state=pending$/);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  // Every campaign listed waits for approval.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Pending approval');
});
