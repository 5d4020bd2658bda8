import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { disableCache, gzipBytesOf, KB, scriptsOfDocument } from '../../support/scripts';
import { openAs } from '../../support/sessions';

/**
 * Issue 10: every built screen, as the administrator on a 390 × 844 phone, in English and in
 * Vietnamese: the page never scrolls sideways, no word is squeezed out of its column, and axe
 * finds nothing. One page per language; screens open by URL through the router, without reloads.
 */
const PHONE = { width: 390, height: 844 };
/** A limit, not a goal: the first visit of a screen compiles its scripts on a busy machine. */
const LOADED = { timeout: 60_000 };

test.describe.configure({ mode: 'parallel' });

interface Ids {
  browser: number;
  bank: number;
  user: number;
  promotion: { id: number; code: string };
  campaign: number;
  parent: number;
  staff: number;
  rule: number;
  agent: number;
  rpaJob: number;
}

/** The first record of each area, read through the API with the page's own session. */
async function firstIds(page: Page): Promise<Ids> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const first = async (path: string) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ page: 1, page_size: 10 }),
      });
      const body = (await res.json()) as { list: { id: number; code?: string }[] };
      const [row] = body.list;
      if (!row) throw new Error(`${path} lists nothing`);
      return row;
    };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { list: { id: number }[] };
    };
    const parents = await post('/api/v1/manager/user/search_like', {
      keyword: 'parent001@example.com',
      type: 'email',
    });
    const parent = parents.list[0]!.id;
    const staff = (await post('/api/v1/manager/staff_user/list', { admin_id: parent })).list[0]!.id;
    const rules = await fetch('/api/v1/manager/app_rule/blocklist/list', {
      headers: { authorization: `Bearer ${token}` },
    });
    const rule = ((await rules.json()) as { list: { id: number }[] }).list[0]!.id;
    const agents = await post('/api/v1/manager/agent_access/list', { admin_id: parent });
    const agent = agents.list as unknown as { agent_id: number }[];
    const rpaJob = (await post('/api/v1/manager/rpa/job/list', { admin_id: parent })).list[0]!.id;
    const promotion = await first('/api/v1/manager/promotion/list');
    const campaign = await first('/rpc/Campaign/List');
    return {
      browser: (await first('/api/v1/manager/black_browser/list')).id,
      bank: (await first('/api/v1/manager/bank_info/list')).id,
      user: (await first('/api/v1/manager/user/list')).id,
      promotion: { id: promotion.id, code: promotion.code ?? '' },
      campaign: campaign.id,
      parent,
      staff,
      rule,
      agent: agent[0]!.agent_id,
      rpaJob,
    };
  });
}

/** The screens in two halves, each walked by a test of its own so that the workers share them. */
function screensOf({
  browser,
  bank,
  user,
  promotion,
  campaign,
  parent,
  staff,
  rule,
  agent,
  rpaJob,
}: Ids): [string[], string[]] {
  const code = `/promotion/${promotion.id}/${encodeURIComponent(promotion.code)}`;
  const first = [
    '/Dashboard',
    '/profile',
    '/browser',
    '/create-browser',
    `/browser/${browser}`,
    `/browser/${browser}/edit`,
    '/bank',
    '/bank-create',
    `/bank/${bank}`,
    `/bank/${bank}/edit`,
    '/campaigns',
    '/campaigns/bank/new',
    '/integrations',
    `/campaigns/${campaign}`,
    `/campaigns/${campaign}/edit`,
    `/children?parent_id=${parent}&tab=7`,
    '/rule',
    '/rule-create',
    '/website',
    '/application',
    '/policy',
    '/rpamanage',
    `/rpamanage/${rpaJob}`,
  ];
  const second = [
    '/usermanager',
    `/usermanager/${user}`,
    `/usermanager/${user}/edit`,
    '/staff',
    '/promotion',
    code,
    `${code}/edit`,
    `${code}/sale`,
    '/sale',
    '/users',
    '/promotion/create',
    // The campaign timeline (a view of /campaigns, so after another screen: see open()).
    '/campaigns?view=timeline',
    '/blacklist/customers',
    '/blacklist/merchants',
    '/blacklist/merchants/M0002',
    `/children-create?parent_id=${parent}`,
    `/children/${staff}`,
    `/children/${staff}/edit`,
    `/rule/${rule}`,
    `/rule/${rule}/edit`,
    '/agent-release',
    `/history?parent_id=${parent}`,
    `/agentpage/${agent}/${parent}/tabs/5`,
    '/rpamanage/new',
    `/rpamanage/${rpaJob}/edit`,
  ];
  return [first, second];
}

/**
 * Opens a screen the way a link does (the router follows the history), and waits for its title,
 * a new `h1` (the one of the screen before is marked), and its data. A screen already open (the
 * first, just reloaded) is waited for the same way: CI once ran axe on a dashboard still loading.
 */
async function open(page: Page, path: string) {
  if (new URL(page.url()).pathname !== path) {
    await page.evaluate((to) => {
      document.querySelector('main h1')?.setAttribute('data-left', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page.locator('main h1:not([data-left])')).toBeVisible(LOADED);
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0, LOADED);
}

/**
 * What is too narrow on the screen: the page's sideways overflow, and every word of a table cell
 * or a detail field that is wider than its box or broken over two lines.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const boxes = document.querySelectorAll<HTMLElement>(
      'main td, main th, main .ant-descriptions-item-label, main .ant-descriptions-item-content',
    );
    for (const box of Array.from(boxes)) {
      if (box.offsetParent === null) continue;
      const style = getComputedStyle(box);
      const inner =
        box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Words end at spaces and dashes, and a URL's parts also at "/", "?" and "&", where a
        // browser may break it (https://www.google.com/search? | q=…).
        for (const match of text.matchAll(/[^\s\-–/?&]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          const width = range.getBoundingClientRect().width;
          if (lines.size > 1 || width > inner) {
            problems.push(`"${match[0]}" (${Math.round(width)} px) in a box of ${inner} px`);
          }
        }
      }
    }
    return problems;
  });
}

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const walks = (['en', 'vi'] as const).flatMap((language) =>
  ([0, 1] as const).map((half) => ({ language, half })),
);

for (const { language, half } of walks) {
  test(`every screen fits a phone and passes axe (${language}, part ${half + 1})`, async ({
    page,
  }) => {
    // A limit, not a goal: axe on a dozen screens takes a minute on a busy 2-core machine.
    test.setTimeout(300_000);
    await page.setViewportSize(PHONE);
    await openAs(page, 'admin');
    await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language, LOADED);
    const found: Record<string, string[]> = {};
    for (const path of screensOf(await firstIds(page))[half]) {
      await open(page, path);
      const problems = [...(await layoutProblems(page)), ...(await axeViolations(page))];
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
}

test('the skip link is the first stop of Tab and moves focus to the screen', async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page.locator('main h1')).toBeVisible(LOADED);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the tab title names the screen, in the reader’s language', async ({ page }) => {
  await openAs(page, 'admin');
  await expect(page).toHaveTitle('Dashboard · Back-office console', LOADED);
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveTitle('Users · Back-office console', LOADED);
  // The browser's language (the menu would also save it on the demo account others sign in as).
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: page.url() }]);
  await page.reload();
  await expect(page).toHaveTitle('Người dùng · Trang quản trị', LOADED);
});

test('on a phone a row’s actions sit in its “⋯” menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'admin');
  await page.goto('/usermanager');
  const row = page.getByRole('row', { name: /nguyenthanhha/ });
  await expect(row.getByRole('button', { name: 'View' })).toHaveCount(0, LOADED);
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.locator('main h1')).toHaveText('User: nguyenthanhha', LOADED);
});

test('at 1366 px the promotion list shows each row’s View and Sales', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openAs(page, 'admin');
  await page.goto('/promotion');
  const table = page.locator('.ant-table-content');
  const sales = page.getByRole('row', { name: /SUMMER10/ }).getByRole('button', { name: 'Sales' });
  await expect(sales).toBeVisible(LOADED);
  const [button, box] = [await sales.boundingBox(), await table.boundingBox()];
  // Within the table's box, give or take the rounding of a sub-pixel layout.
  expect(Math.floor(button!.x + button!.width)).toBeLessThanOrEqual(Math.ceil(box!.x + box!.width));
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('a notice covers neither the header nor Back and Edit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'admin');
  const { browser } = await firstIds(page);
  await page.goto(`/browser/${browser}/edit`);
  await page.locator('main button[type="submit"]').click();
  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toBeVisible(LOADED);
  // The pointer on a notice keeps it open (antd pauses its timer) while it is measured.
  await notice.hover();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible(LOADED);
  const covered = [
    page.locator('header'),
    page.getByRole('button', { name: 'Back' }),
    page.getByRole('button', { name: 'Edit' }),
  ];
  const box = (await notice.boundingBox())!;
  for (const control of covered) {
    const other = (await control.boundingBox())!;
    const apart =
      box.y >= other.y + other.height ||
      other.y >= box.y + box.height ||
      box.x >= other.x + other.width ||
      other.x >= box.x + box.width;
    expect(apart).toBe(true);
  }
});

/** Issue 9: no signed-in route downloads more than this, KB gzip of JavaScript, on a first visit. */
const FIRST_VISIT_BUDGET = 400;
test('every route of the spec’s route table opens a screen, none answers 404, and its first visit stays under the JavaScript budget', async ({
  page,
  browser,
}) => {
  // A limit, not a goal: some forty screens load all their scripts one after the other, with no
  // cache (8 minutes at a load average of 22 on the 2-core machine).
  test.setTimeout(900_000);
  await openAs(page, 'admin');
  const ids = await firstIds(page);
  const code = `/promotion/${ids.promotion.id}/${encodeURIComponent(ids.promotion.code)}`;
  // The spec's table (section 2), its {parameters} filled with records of the demo data.
  const signedIn = [
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
  const landed: Record<string, string> = {};
  // Each load downloads every script again and counts them as the first visit of
  // tests/performance/web-delivery.spec.ts does (gzip bytes as the server sends them).
  await disableCache(page);
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
  // "/" leads a signed-in user to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/Dashboard$/, LOADED);

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
  expect(landed).toEqual({});
});
