import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('a code needs a salesman and a day not past; a code past its day reads as expired', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'admin');
  await page.goto('/promotion/create');
  await expect(
    page.getByRole('heading', { name: 'New promotion code', exact: true }),
  ).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(`E2EPAST${Date.now().toString(36)}`);
  await page.getByLabel('Expires').click();
  await page.getByLabel('Expires').fill('2020-01-01');
  await page.getByLabel('Percent', { exact: true }).fill('10');
  await page.getByLabel('Reward', { exact: true }).fill('5');
  await page.getByLabel('Salesman e-mail').fill('guest0001@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The expiry date has already passed')).toBeVisible();
  await expect(page.getByText('No salesman account has this e-mail')).toBeVisible();
  await expect(page).toHaveURL(/\/promotion\/create$/);

  // The demo code TET2025 ran out a month ago: the list shows it expired, and so does the filter.
  await page.goto('/promotion?status=expired');
  const row = page.getByRole('row', { name: /TET2025/ });
  await expect(row).toContainText('Expired');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(
    page.getByRole('heading', { name: 'Promotion code TET2025', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Expired', exact: true })).toBeVisible();
});
