import { expect, type Browser, type Page } from '@playwright/test';
import { openAs } from './sessions';

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

/**
 * An admin, in a page of his own, upgrades `username` to Standard for one month: a parent who links
 * more agents than the free package's one (docs/decisions/pricing.md, "What a licence buys").
 */
export async function upgradeAsAdmin(browser: Browser, username: string) {
  const page = await browser.newPage();
  try {
    await openAs(page, 'admin', `/users?keyword=${encodeURIComponent(username)}`);
    await page
      .getByRole('row', { name: new RegExp(username) })
      .getByRole('button', { name: 'View' })
      .click();
    await expect(page).toHaveURL(/\/usermanager\/\d+$/);
    await openUpgradeForm(page);
    await page.getByLabel('Total months').fill('1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await confirmUpgrade(page, username);
    await expect(page.locator('.ant-descriptions .ant-tag').first()).toHaveText('Standard');
  } finally {
    await page.close();
  }
}
