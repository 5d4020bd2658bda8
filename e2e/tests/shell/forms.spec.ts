import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

test('an invalid e-mail gets the app’s message in Vietnamese, not the browser’s bubble', async ({
  page,
  baseURL,
}) => {
  await openAs(page, 'admin');
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: baseURL ?? '' }]);
  await page.goto('/promotion/create');
  const email = page.getByLabel('E-mail nhân viên bán hàng', { exact: true });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Vui lòng nhập địa chỉ e-mail hợp lệ')).toBeVisible();
  // The form leaves checking to the app: the browser raises no bubble of its own.
  expect(await email.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
});

test('leaving a changed form asks; "Stay" keeps what was typed, "Leave" goes', async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/promotion');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/promotion\/create$/);
  // The form's page loads on demand: the list's "Code" column is there until it has.
  await expect(page.getByRole('heading', { name: 'New promotion code' })).toBeVisible();
  const code = page.getByLabel('Code', { exact: true });
  await code.fill('HALF-FILLED');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Leave this page without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotion\/create$/);
  await expect(code).toHaveValue('HALF-FILLED');

  // The browser's Back is asked about too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
});

test('closing or reloading a changed form gets the browser’s question', async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/promotion/create');
  const code = page.getByLabel('Code', { exact: true });
  await code.click();
  await code.fill('HALF-FILLED');
  const asked = page.waitForEvent('dialog');
  // Dismissed, the reload never happens; its promise ends with the page.
  page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(code).toHaveValue('HALF-FILLED');
});

test('an unchanged form is left without a question', async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/promotion/create');
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
