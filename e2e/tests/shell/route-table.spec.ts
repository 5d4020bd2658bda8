import { expect, test } from '@playwright/test';
import { firstIds } from '../../support/records';
import { gzipBytesOf, KB, scriptsOfDocument } from '../../support/scripts';
import { openAs } from '../../support/sessions';

/**
 * The first visit of a signed-in screen stays under the JavaScript budget of issue 9, and the
 * visitor's screens open. In CI the budget is held on the heaviest screens of the last measure
 * (`HEAVIEST`, the forms and the list with row selection, within 10 KB of the budget): a shared
 * chunk that grows shows there first. `E2E_ALL_ROUTES=1` (`npm run bench:routes`) measures every
 * route of the spec's table and prints each figure (docs/performance.md). That every route opens
 * its screen and none lands on 404 or 403 is the every-screen walk's (every-screen.spec.ts).
 */
/** A limit, not a goal: the first visit of a screen compiles its scripts on a busy machine. */
const LOADED = { timeout: 60_000 };

/** Issue 9: no signed-in route downloads more than this, KB gzip of JavaScript, on a first visit. */
const FIRST_VISIT_BUDGET = 400;

// The two halves of the table run side by side, each on a worker of its own.
test.describe.configure({ mode: 'parallel' });

/** The spec's table (section 2), its {parameters} filled with records of the demo data. */
function signedInRoutes(ids: Awaited<ReturnType<typeof firstIds>>): string[] {
  const code = `/promotion/${ids.promotion.id}/${encodeURIComponent(ids.promotion.code)}`;
  return [
    '/Dashboard',
    `/agentpage/${ids.agent}/${ids.parent}/tabs/5`,
    '/campaigns',
    '/campaigns/bank/new',
    `/campaigns/${ids.campaign}`,
    `/campaigns/${ids.campaign}/edit`,
    '/website',
    '/application',
    '/policy',
    '/users',
    '/usermanager',
    `/usermanager/${ids.user}`,
    `/usermanager/${ids.user}/edit`,
    '/rpamanage',
    '/promotion',
    '/promotion/create',
    code,
    `${code}/sale`,
    `${code}/edit`,
    '/browser',
    '/create-browser',
    `/browser/${ids.browser}`,
    `/browser/${ids.browser}/edit`,
    '/sale',
    '/bank',
    '/bank-create',
    `/bank/${ids.bank}`,
    `/bank/${ids.bank}/edit`,
    '/rule',
    '/rule-create',
    `/rule/${ids.rule}`,
    `/rule/${ids.rule}/edit`,
    `/children?parent_id=${ids.parent}`,
    `/children-create?parent_id=${ids.parent}`,
    `/children/${ids.staff}`,
    `/children/${ids.staff}/edit`,
    `/history?parent_id=${ids.parent}`,
    // Not in the spec's table, and held to the budget as every signed-in route: the list that
    // shows paging and row selection at once.
    '/blacklist/customers',
  ];
}

/** The heaviest first visits of the last whole measure (28 November 2026: 394 to 397 KB gzip). */
function heaviest(ids: Awaited<ReturnType<typeof firstIds>>): string[] {
  const code = `/promotion/${ids.promotion.id}/${encodeURIComponent(ids.promotion.code)}`;
  return [
    `/campaigns/${ids.campaign}/edit`,
    '/campaigns/bank/new',
    `/usermanager/${ids.user}/edit`,
    `/bank/${ids.bank}/edit`,
    '/bank-create',
    '/blacklist/customers',
    `${code}/edit`,
  ];
}

const ALL_ROUTES = process.env.E2E_ALL_ROUTES === '1';

for (const half of ALL_ROUTES ? [0, 1] : [0]) {
  test(`${ALL_ROUTES ? 'every route of the spec’s route table' : 'the heaviest screens'}: the first visit stays under the JavaScript budget, and a visitor's screens open (part ${half + 1})`, async ({
    page,
    browser,
  }) => {
    // A limit, not a goal: some twenty screens load one after the other (8 minutes for forty, with
    // no cache, at a load average of 22 on the 2-core machine).
    test.setTimeout(600_000);
    await openAs(page, 'admin');
    // Every other route, or the heaviest.
    const ids = await firstIds(page);
    const signedIn = ALL_ROUTES
      ? signedInRoutes(ids).filter((_, i) => i % 2 === half)
      : heaviest(ids);
    const landed: Record<string, string> = {};
    // Each load counts the scripts its document loaded, as the first visit of
    // tests/performance/web-delivery.spec.ts does (gzip bytes as the server sends them). The
    // cache stays on: its document's resource timing lists a script also when it came from
    // the cache, and the browser spares itself compiling the same files forty times.
    const sizes = new Map<string, number>();
    const overBudget: Record<string, string> = {};
    for (const path of signedIn) {
      // A whole load, as a typed or bookmarked address is: two routes of one screen (/users and
      // /usermanager) keep its title's element, which `open` would wait on for a new one.
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible(LOADED);
      await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0, LOADED);
      await page.waitForLoadState('networkidle');
      const where = new URL(page.url()).pathname;
      if (where === '/404' || where === '/403') landed[path] = where;
      const scripts = await scriptsOfDocument(page);
      const kb = (await gzipBytesOf(page, scripts, sizes)) / KB;
      // The figures, in the run's output: docs/performance.md quotes them.
      console.log(`first visit ${path}: ${scripts.size} files, ${kb.toFixed(1)} KB gzip`);
      if (kb > FIRST_VISIT_BUDGET)
        overBudget[path] = `${kb.toFixed(1)} KB > ${FIRST_VISIT_BUDGET} KB`;
    }
    expect(overBudget).toEqual({});
    if (half === 0) {
      // The screens of a visitor, in a browser with no session.
      const visitor = await browser.newPage();
      for (const path of ['/login', '/register', '/account/activate/1', '/403', '/sso']) {
        await visitor.goto(path);
        await expect(visitor.locator('body')).not.toBeEmpty(LOADED);
        await expect(visitor.locator('.ant-spin-spinning')).toHaveCount(0, LOADED);
        const where = new URL(visitor.url()).pathname;
        if (where === '/404') landed[path] = where;
      }
      await visitor.close();
    }
    expect(landed).toEqual({});
  });
}
