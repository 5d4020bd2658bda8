import { expect, type Page } from '@playwright/test';

/**
 * Answers the confirmation that the change-role form's Submit opens: checks that it names what
 * will happen (user, months, amount), then goes ahead.
 */
export async function confirmUpgrade(page: Page, says: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(says);
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the user page's upgrade form (it loads when asked for) and waits for its fields. */
export async function openUpgradeForm(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page.getByLabel('Total months')).toBeVisible();
}
