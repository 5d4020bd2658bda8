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
