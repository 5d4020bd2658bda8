import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('a supporter asks to extend a running campaign; the live version runs on until a manager approves the extension', async ({
  page,
}) => {
  await openAs(page, 'supporter');
  // A demo private campaign that is running.
  await page.goto('/campaigns?type=private&state=running');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row', { name: /Ưu đãi riêng/ }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  const url = page.url();
  const details = page.locator('.ant-descriptions').first();
  await expect(details).toContainText('Running');

  await page.getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Total voucher uses')).toHaveValue('10000');
  // Less is refused as it is typed.
  await dialog.getByLabel('Total voucher uses').fill('9000');
  await expect(dialog.getByText('An extension cannot lower this')).toBeVisible();
  await dialog.getByLabel('Total voucher uses').fill('20000');
  await expect(dialog.getByText('An extension cannot lower this')).toBeHidden();
  await dialog.getByLabel('Reason').fill('Khách hàng dùng nhiều hơn dự kiến');
  await dialog.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('Extension sent for approval')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();

  const pending = page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' });
  await expect(pending).toContainText('10000 → 20000');
  await expect(pending).toContainText('supporter1');
  // Meanwhile the live campaign is unchanged, and the supporter cannot approve it.
  await expect(page.getByRole('button', { name: 'Approve extension' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Extend' })).toHaveCount(0);

  await page.goto('about:blank');
  await openAs(page, 'manager');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Approve extension' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Approve extension' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' }),
  ).toHaveCount(0);
  await expect(page.locator('.ant-descriptions').first()).toContainText('Running');
  await expect(page.locator('.ant-descriptions').first()).toContainText('20000');
  const history = page.locator('.ant-card').filter({ hasText: 'History' });
  await expect(history.getByText('Approve extension', { exact: true })).toBeVisible();
  await expect(history.getByText('Total voucher uses: 10000 → 20000').first()).toBeVisible();
});

test('a manager turns an extension down only with a reason, which the history keeps', async ({
  page,
}) => {
  await openAs(page, 'supporter');
  await page.goto('/campaigns?type=private&state=running');
  const row = page.getByRole('row', { name: /Ưu đãi riêng/ }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  const url = page.url();
  await page.getByRole('button', { name: 'Extend' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByLabel('Uses per customer per campaign').fill('900');
  await ask.getByLabel('Reason').fill('Thêm lượt dùng');
  await ask.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('Extension sent for approval')).toBeVisible({ timeout: 60_000 });

  await page.goto('about:blank');
  await openAs(page, 'manager');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Reject extension' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reject the extension of');
  // No reason, no rejection.
  await dialog.getByRole('button', { name: 'Reject extension' }).click();
  await expect(dialog.getByText('Please say why')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Ngân sách không đủ');
  await dialog.getByRole('button', { name: 'Reject extension' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(
    page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' }),
  ).toHaveCount(0);
  const history = page.locator('.ant-card').filter({ hasText: 'History' });
  await expect(history.getByText('Reject extension', { exact: true })).toBeVisible();
  await expect(history.getByText(/Ngân sách không đủ/).first()).toBeVisible();
});
