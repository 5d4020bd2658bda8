import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd Select and picks the option showing `label`, as a person does: once the dropdown
 * has finished opening. A click during its opening motion could be lost on a busy machine (CI:
 * the staff test's Role stayed empty, the dropdown still open after the click), so the click
 * waits for the motion's classes to go, and the dropdown must close on it.
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  await dropdown
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
  await expect(dropdown).toBeHidden();
}
