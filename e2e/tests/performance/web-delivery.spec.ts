import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gzipBytesOf, KB, recordScripts } from '../../support/scripts';
import { openAs, sessionFile } from '../../support/sessions';

/** A limit, not a goal: the first visit of a screen compiles all its scripts on a busy machine. */
const FIRST_PAINT = { timeout: 60_000 };

/**
 * Opens a screen on an empty cache and answers the scripts it downloaded with their size as the
 * server sends them gzip-encoded.
 */
async function scriptsOf(page: Page, url: string) {
  const recorded = recordScripts(page);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  await page.waitForLoadState('networkidle');
  const scripts = recorded.take();
  return { count: scripts.size, gzip: await gzipBytesOf(page, scripts) };
}

test('the sign-in screen’s JavaScript comes compressed and stays under the 200 KB gzip budget of issue 9', async ({
  page,
}) => {
  const { count, gzip } = await scriptsOf(page, '/login');
  expect(count).toBeGreaterThan(0);
  expect(gzip).toBeLessThan(200 * KB);
});

/**
 * Signed-in screens on a first visit (admin, empty cache) and the most JavaScript each may
 * download, gzip: the budget of issue 9, 400 KB. Every route of the spec's table is held to it (or,
 * for those not there yet, to today's ceiling) by tests/shell/every-screen.spec.ts.
 */
const FIRST_VISITS: { url: string; limit: number; what: string }[] = [
  { url: '/usermanager', limit: 400, what: 'the budget of issue 9' },
  { url: '/Dashboard', limit: 400, what: 'the budget of issue 9' },
  { url: '/campaigns', limit: 400, what: 'the budget of issue 9' },
];

for (const { url, limit, what } of FIRST_VISITS) {
  test(`the first visit to ${url} (admin, empty cache) comes compressed and stays under ${what}, ${limit} KB gzip`, async ({
    page,
  }) => {
    await page.context().setStorageState(sessionFile('admin'));
    const { count, gzip } = await scriptsOf(page, url);
    // The figure, in the run's output: docs/performance.md quotes it.
    console.log(`first visit ${url}: ${count} files, ${(gzip / KB).toFixed(1)} KB gzip`);
    expect(count).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(limit * KB);
  });
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('the sign-in screen has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_PAINT);
  await expectNoAxeViolations(page);
});

test('the dashboard has no axe violations', async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expectNoAxeViolations(page);
});

test('a list has no axe violations', async ({ page }) => {
  await openAs(page, 'admin');
  await page.goto('/usermanager');
  await expect(page).toHaveURL(/\/usermanager$/);
  await expect(page.getByRole('table')).toBeVisible(FIRST_PAINT);
  await expectNoAxeViolations(page);
});
