import { expect, test } from '@playwright/test';
import { firstIds } from '../../support/records';
import { openAs } from '../../support/sessions';
import { sideMenu } from '../../support/menu';

/**
 * What a person meets on a phone and at 1366 px, as the administrator: the skip link first, the tab
 * title naming the screen in his language, a row's actions in its menu on a phone, the promotion
 * list's buttons within the table, and a notice that covers neither the header nor Back and Edit.
 */
const PHONE = { width: 390, height: 844 };
/** A limit, not a goal: the first visit of a screen compiles its scripts on a busy machine. */
const LOADED = { timeout: 60_000 };

test.describe.configure({ mode: 'parallel' });

test('the skip link is the first stop of Tab, and the tab title names the screen in the reader’s language', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await expect(page.locator('main h1')).toBeVisible(LOADED);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await expect(page).toHaveTitle('Dashboard · Back-office console', LOADED);
  await sideMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveTitle('Users · Back-office console', LOADED);
  // The browser's language (the menu would also save it on the demo account others sign in as).
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: page.url() }]);
  await page.reload();
  await expect(page).toHaveTitle('Người dùng · Trang quản trị', LOADED);
});

test('on a phone a row’s actions sit in its “⋯” menu, and a notice covers neither the header nor Back and Edit', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openAs(page, 'admin', '/usermanager');
  const row = page.getByRole('row', { name: /nguyenthanhha/ });
  await expect(row.getByRole('button', { name: 'View' })).toHaveCount(0, LOADED);
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page.locator('main h1')).toHaveText('User: nguyenthanhha', LOADED);

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

test('at 1366 px the promotion list shows each row’s View and Sales', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openAs(page, 'admin', '/promotion');
  const table = page.locator('.ant-table-content');
  const sales = page.getByRole('row', { name: /SUMMER10/ }).getByRole('button', { name: 'Sales' });
  await expect(sales).toBeVisible(LOADED);
  const [button, box] = [await sales.boundingBox(), await table.boundingBox()];
  // Within the table's box, give or take the rounding of a sub-pixel layout.
  expect(Math.floor(button!.x + button!.width)).toBeLessThanOrEqual(Math.ceil(box!.x + box!.width));
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});
