import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';

const DAY = 86_400_000;

/** A time `days` from now at 09:00, as the English form shows it. */
function inDays(days: number, hour = 9): string {
  const d = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(hour)}:00`;
}

/** Types both ends of an antd range picker with time and confirms it. */
async function fillRange(picker: Locator, from: string, to: string) {
  const [start, end] = [picker.locator('input').nth(0), picker.locator('input').nth(1)];
  await start.click();
  // Typing before the picker has loaded is kept too (shell/loading.spec.ts); here the Enter that
  // confirms the start must reach the picker itself, so it is typed once the picker is there.
  await expect(picker.locator('.ant-picker-range')).toBeVisible();
  await start.fill(from);
  await start.press('Enter');
  await end.fill(to);
  await end.press('Enter');
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a supporter drafts a bank campaign and submits it; a manager approves, locks and unlocks it and finds it on the timeline', async ({
  page,
}) => {
  // A long flow (two roles, a whole form, four state changes, the timeline) on a shared machine.
  test.slow();
  const suffix = Date.now().toString(36).toUpperCase();
  const name = `Ưu đãi thử ${suffix}`;

  // The form's own refusals (a 12-hour campaign, overlapping special times), its cost ceiling and
  // the page in Vietnamese are component tests (campaign-edit-page.test.tsx,
  // campaign-show-page.test.tsx); here the draft goes through the real server and its states.
  await openAs(page, 'supporter', '/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'New Bank campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/bank\/new$/);
  await expect(page.getByRole('heading', { name: 'New Bank campaign' })).toBeVisible();

  await page.getByRole('textbox', { name: /^\*?\s*Name$/ }).fill(name);
  await page.getByRole('textbox', { name: /^\*?\s*Code$/ }).fill(`E2E-${suffix}`);
  const campaignTime = page.locator('.ant-form-item').filter({ hasText: 'Campaign time' });
  await fillRange(campaignTime, inDays(3), inDays(6));

  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('Vietcombank');
  await expect(page.locator('.ant-select-item-option-active')).toContainText('Vietcombank');
  await bank.press('Enter');

  const discount = page.locator('.ant-card').filter({ hasText: 'Discount' }).first();
  await discount.getByLabel('Discount rate (%)').fill('10');
  await discount.getByLabel('Maximum discount (VND)').fill('50000');

  await page.getByLabel('Portal').check();
  await page.getByLabel('Uses per customer per cycle').fill('1');
  await page.getByLabel('Uses per customer per campaign').fill('3');
  await page.getByLabel('Total voucher uses').fill('1000');
  await page.getByLabel('Maximum budget (VND)').fill('50000000');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Campaign created')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: `Campaign: ${name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await confirmDialog(page, 'Submit for approval');
  await expect(page.getByText('Pending approval').first()).toBeVisible();
  // The supporter cannot approve.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Leave the supporter's page first: it would notice the session change and go to sign-in.
  await page.goto('about:blank');
  await openAs(page, 'manager', url);
  await page.getByRole('button', { name: 'Approve' }).click();
  await confirmDialog(page, 'Approve');
  await expect(page.getByText('Waiting for operation').first()).toBeVisible();
  await page.getByRole('button', { name: 'Lock' }).click();
  await confirmDialog(page, 'Lock');
  await expect(page.getByText('Locked').first()).toBeVisible();
  await page.getByRole('button', { name: 'Unlock' }).click();
  await confirmDialog(page, 'Unlock');
  await expect(page.getByText('Waiting for operation').first()).toBeVisible();
  // The history says who did what, newest first.
  const history = page.locator('.ant-card').filter({ hasText: 'History' });
  await expect(history.getByText('Unlock', { exact: true })).toBeVisible();
  await expect(history.getByText(/manager01/).first()).toBeVisible();
  await expect(history.getByText(/supporter1/)).toBeVisible();

  // On the timeline (the same filters, the view in the URL), and a double-click opens it.
  await page.goto(`/campaigns?keyword=${suffix}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 60_000 });
  // antd's Segmented hides its radios; a person clicks the label.
  await page.locator('.ant-segmented-item', { hasText: 'Timeline' }).click();
  await expect(page).toHaveURL(/view=timeline/);
  await expect(page).toHaveURL(new RegExp(`keyword=${suffix}`));
  const item = page.locator('.vis-item', { hasText: name });
  await expect(item).toBeVisible({ timeout: 60_000 });
  await expect(item).toHaveClass(/campaign-state-waiting/);
  await expect(page.locator('.campaign-legend')).toContainText('Waiting for operation');
  await item.dblclick();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { name: `Campaign: ${name}` })).toBeVisible();

  // The timeline's axis speaks Vietnamese too (moment's vi locale), which only vis-timeline in a
  // browser draws. The browser's language cookie only (the language menu would save it on the
  // demo account, which other tests sign in as).
  await page
    .context()
    .addCookies([{ name: 'lang', value: 'vi', url: new URL('/', page.url()).href }]);
  await page.goto(`/campaigns?keyword=${suffix}&view=timeline`);
  await expect(page.locator('.vis-item', { hasText: name })).toBeVisible({ timeout: 60_000 });
  // A month's name, whichever scale the axis picked ("tháng 11 2026" on days, "Thg 11" on months);
  // vis-timeline's hidden measuring labels left out.
  await expect(
    page.locator('.vis-time-axis .vis-text:not(.vis-measure)').filter({ hasText: /tháng|thg/i }),
  ).not.toHaveCount(0);
  await expect(page.getByText('Nhấp đúp vào chiến dịch để mở.', { exact: false })).toBeVisible();
});
