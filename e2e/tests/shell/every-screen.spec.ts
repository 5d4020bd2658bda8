import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
    const promotion = await first('/api/v1/manager/promotion/list');
    return {
      browser: (await first('/api/v1/manager/black_browser/list')).id,
      bank: (await first('/api/v1/manager/bank_info/list')).id,
      user: (await first('/api/v1/manager/user/list')).id,
      promotion: { id: promotion.id, code: promotion.code ?? '' },
    };
  });
}

function screensOf({ browser, bank, user, promotion }: Ids): string[] {
  const code = `/promotion/${promotion.id}/${encodeURIComponent(promotion.code)}`;
  return [
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
    '/users',
    '/usermanager',
    `/usermanager/${user}`,
    `/usermanager/${user}/edit`,
    '/staff',
    '/promotion',
    '/promotion/create',
    code,
    `${code}/edit`,
    `${code}/sale`,
    '/sale',
  ];
}

/** Opens a screen the way a link does (the router follows the history), and waits for its data. */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('main h1')).toBeVisible(LOADED);
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
    for (const box of boxes) {
      if (box.offsetParent === null) continue;
      const style = getComputedStyle(box);
      const inner =
        box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
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

for (const language of ['en', 'vi'] as const) {
  test(`every screen fits a phone and passes axe (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await openAs(page, 'admin');
    await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language, LOADED);
    const found: Record<string, string[]> = {};
    for (const path of screensOf(await firstIds(page))) {
      await open(page, path);
      const problems = [...(await layoutProblems(page)), ...(await axeViolations(page))];
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
  });
}
