import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openAs, sessionFile } from '../../support/sessions';

const KB = 1024;
/** A limit, not a goal: the first visit of a screen compiles all its scripts on a busy machine. */
const FIRST_PAINT = { timeout: 60_000 };

/**
 * Opens a screen on an empty cache and answers the scripts it downloaded (from the page's network
 * events) with their size as the server sends them gzip-encoded.
 */
async function scriptsOf(page: Page, url: string) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  for (const script of scripts) {
    const res = await page.request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers()['content-encoding'], script).toBe('gzip');
    gzip += Number(res.headers()['content-length']);
  }
  return { count: scripts.size, gzip };
}

test('the sign-in screen’s JavaScript comes compressed and stays under the 200 KB gzip budget of issue 9', async ({
  page,
}) => {
  const { count, gzip } = await scriptsOf(page, '/login');
  expect(count).toBeGreaterThan(0);
  expect(gzip).toBeLessThan(200 * KB);
});

test.describe('the first visit to a signed-in list (/usermanager as admin, empty cache)', () => {
  // Today's ceiling, a ratchet: 457 KB at stop 22, 507 KB once the contract carried the route
  // tables of six more areas, 484 KB since the client loads each area's calls on its first call
  // (`@console/contract/routes/client`), 435 KB with the console's shell in one chunk
  // (apps/web/build/console-chunk.ts) and the phone's Drawer and Typography out of it.
  test('comes compressed and stays under today’s ceiling of 450 KB gzip', async ({ page }) => {
    await page.context().setStorageState(sessionFile('admin'));
    const { count, gzip } = await scriptsOf(page, '/usermanager');
    expect(count).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(450 * KB);
  });

  test('stays under the 400 KB gzip budget of issue 9', async ({ page }) => {
    // Not reached yet: 435 KB (docs/performance.md, "Web delivery"). Remove this line when it is.
    test.fail();
    await page.context().setStorageState(sessionFile('admin'));
    const { gzip } = await scriptsOf(page, '/usermanager');
    expect(gzip).toBeLessThan(400 * KB);
  });
});

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
