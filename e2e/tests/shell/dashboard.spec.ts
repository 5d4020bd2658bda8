import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

/** Issue 16: the dashboard shows live figures of the areas a role reads, each opening its list. */
test('a manager reads the live figures and opens the campaigns waiting for approval from them', async ({
  page,
}) => {
  await openAs(page, 'manager');
  const campaigns = page.locator('.ant-card').filter({
    has: page.getByRole('heading', { name: 'Campaigns', level: 2 }),
  });
  await expect(campaigns).toBeVisible();
  await expect(
    campaigns.getByText(/Running campaigns have spent [\d.]+ of [\d.]+ ₫/),
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

test('a parent sees his agents and not the employee figures; in Vietnamese too', async ({
  page,
  context,
}) => {
  await openAs(page, 'parent');
  await expect(page.getByRole('heading', { name: 'Agents', level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Online now/ })).toHaveAttribute('href', '/children');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Redemptions', level: 2 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Today on your agents', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the history of your agents' })).toHaveAttribute(
    'href',
    '/history',
  );

  await context.addCookies([{ name: 'lang', value: 'vi', url: new URL('/', page.url()).href }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Agent', level: 2, exact: true })).toBeVisible();
  await expect(page.getByText('Đang trực tuyến')).toBeVisible();
  await expect(page.getByText('Tổng số agent')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Hôm nay trên các agent của bạn', level: 2 }),
  ).toBeVisible();
});
