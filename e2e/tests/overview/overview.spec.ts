import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { sideMenu } from '../../support/menu';
import { SCREENSHOTS } from '../../support/screens';

/**
 * Issue 16, the overview pages: /website and /application for employees, and /policy for employees
 * (any parent, found by the parent search), with the demo data: the seeded global web lists, the
 * apps the demo agent reported, and the demo parent's agent. The pages in Vietnamese and a parent's
 * own /policy are component tests (apps/web/src/features/overview/pages/*.test.tsx).
 */
const LOADED = { timeout: 60_000 };
const shots = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.tmp/overview');

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOADED);
}

/** The screen at a desktop's and a tablet's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('an operator reads the global web lists and searches the app catalogue', async ({ page }) => {
  await openAs(page, 'operator');
  await sideMenu(page).getByRole('link', { name: 'Web rules overview', exact: true }).click();
  await heading(page, 'Web rules overview');
  const adult = page.getByRole('row', { name: /18\+/ });
  await expect(adult).toContainText('Black list', LOADED);
  await expect(page.getByRole('row', { name: /Khan Academy/ })).toContainText('White list');
  await adult.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('bet365.com');
  // The footer's button (the title bar's × is named Close too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // Edit opens the rule-group form of the staff users' screen on the global list.
  await page
    .getByRole('row', { name: /Khan Academy/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Wikipedia · Khan Academy · Coursera');
  await expect(dialog).toContainText('khanacademy.org');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await noAxeViolations(page);
  await screenshots(page, 'website-en');

  await page.getByRole('link', { name: 'Applications', exact: true }).click();
  await heading(page, 'Applications');
  // Name order: the first page holds the seeded 7-Zip and the one the demo agent reported.
  await expect(page.getByRole('row', { name: /7-Zip 23\.01/ })).toContainText(
    'Reported by agents',
    LOADED,
  );
  await page.getByRole('searchbox', { name: 'Search applications by name' }).fill('zal');
  await expect(page).toHaveURL(/keyword=zal/, LOADED);
  const zalo = page.getByRole('row', { name: /Zalo/ });
  // The demo agent reported Zalo; the demo parent's app blocklist holding it blocks it.
  await expect(zalo).toContainText('Zalo · Telegram · Discord · Steam', LOADED);
  // At least the demo agent: the agents tests running beside this one report Zalo too.
  await expect(zalo.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('row', { name: /7-Zip/ })).toHaveCount(0);
  await noAxeViolations(page);
  await screenshots(page, 'application-en');
});

test('a supporter finds the demo parent and sees the policy his agent receives', async ({
  page,
}) => {
  await openAs(page, 'supporter');
  await sideMenu(page).getByRole('link', { name: 'Agent policy', exact: true }).click();
  await heading(page, 'Agent policy');
  await expect(page.getByText('Find a parent to see his agents')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find a parent by id, e-mail or phone' });
  await search.fill('parent001@example.com');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/policy\?parent_id=\d+$/);
  // His first agent's policy shows without a choice; the address names no agent until one is chosen.
  const main = page.getByRole('main');
  await expect(main.getByText('Máy lễ tân (#1)').first()).toBeVisible(LOADED);
  // The pointer leaves Open, as a reader's does: axe reads a hovered link's lighter colour.
  await page.mouse.move(0, 0);
  await expect(main).toContainText('What the agent receives', LOADED);
  await expect(page.getByRole('row', { name: /Block unsupported browsers/ })).toContainText('Yes');
  await expect(page.getByRole('row', { name: /Policy version/ })).toContainText(/[0-9a-f]{32}/);
  await noAxeViolations(page);
  await screenshots(page, 'policy-en');
});
