import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';

// The e-mail field's message in Vietnamese, and the form leaving its checks to the app, are
// component tests (features/promotions/pages/promotion-form-email.test.tsx). What needs the real
// router and browser stays here: the question on leaving, through the app, Back and a reload.
test('a form is left without a question until it changes; then leaving asks, by Cancel, Back or a reload', async ({
  page,
}) => {
  await openAs(page, 'admin', '/promotion/create');
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeVisible();
  // Unchanged: Cancel goes back to the list without a question.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/promotion\/create$/);
  // The form's page loads on demand: the list's "Code" column is there until it has.
  await expect(page.getByRole('heading', { name: 'New promotion code' })).toBeVisible();
  // Clicked first: a page asks before it unloads only after the person has interacted with it.
  await code.click();
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
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/promotion\/create$/);
  await expect(code).toHaveValue('HALF-FILLED');

  // Closing or reloading gets the browser's own question. (Last of the browser's own moves: a Back
  // right after a dismissed reload was once lost in CI, the reload's cancelling still under way.)
  const asked = page.waitForEvent('dialog');
  // Dismissed, the reload never happens; its promise ends with the page.
  page.reload().catch(() => undefined);
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(code).toHaveValue('HALF-FILLED');

  // Leaving after all.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/promotion$/);
});
