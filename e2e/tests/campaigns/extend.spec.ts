import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';

/** The campaign's own details (a waiting extension's, above them, are descriptions too). */
const detailsOf = (page: Page) =>
  page.locator('.ant-descriptions').filter({ has: page.locator('th', { hasText: /^State$/ }) });

/**
 * The test extends the demo's one running private campaign, and a retry finds what the first try
 * left there: its totals raised by an approved extension, or an extension still waiting.
 */
async function openRunningPrivate(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible({ timeout: 60_000 });
  const row = page.getByRole('row', { name: /Ưu đãi riêng/ }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  await expect(detailsOf(page)).toContainText('Running');
  return page.url();
}

/** Opens the campaign as the manager; his page says whether an extension waits. */
async function openAsManager(page: Page, url: string) {
  // Leave the supporter's page first: it would notice the session change and go to sign-in.
  await page.goto('about:blank');
  await openAs(page, 'manager', url);
  await expect(page.getByRole('heading', { name: /^Campaign: / })).toBeVisible({ timeout: 60_000 });
  await expect(detailsOf(page)).toContainText('Running');
}

/** Turns down, with `reason`, the extension waiting on the manager's open campaign page. */
async function rejectExtension(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Reject extension' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reject the extension of');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject extension' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
}

/**
 * Opens the running private campaign as the supporter, with no extension waiting: one an earlier
 * try left is turned down by the manager first. Answers the campaign's URL.
 */
async function openExtendable(page: Page): Promise<string> {
  await openAs(page, 'supporter', '/campaigns?type=private&state=running');
  const url = await openRunningPrivate(page);
  // The page draws the waiting extension with the details it has just shown.
  const waiting = page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' });
  if ((await waiting.count()) === 0) return url;
  await openAsManager(page, url);
  await rejectExtension(page, 'Left by an earlier try of this test');
  await page.goto('about:blank');
  await openAs(page, 'supporter', url);
  await expect(page.getByRole('button', { name: 'Extend' })).toBeVisible({ timeout: 60_000 });
  return url;
}

test('a supporter asks to extend a running campaign; the live version runs on until a manager approves the extension', async ({
  page,
}) => {
  const url = await openExtendable(page);
  const details = detailsOf(page);
  // The live total: 10000 in the demo data, more after an earlier try's approved extension.
  const liveTotal = details
    .locator('th', { hasText: /^Total voucher uses$/ })
    .locator('xpath=following-sibling::td[1]');
  // Counts read grouped by thousands in English ("10,000").
  const count = (n: number) => n.toLocaleString('en-US');
  await expect(liveTotal).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const total = Number((await liveTotal.innerText()).replaceAll(',', ''));
  expect(total).toBeGreaterThanOrEqual(10_000);
  const raised = total + 10_000;

  await page.getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Total voucher uses')).toHaveValue(String(total));
  // Less refused as it is typed, and a rejection only with a reason, are the campaign page's
  // component tests (campaign-show-page.test.tsx); the server's rejection, extension.test.ts.
  await dialog.getByLabel('Total voucher uses').fill(String(raised));
  await dialog.getByLabel('Reason').fill('Khách hàng dùng nhiều hơn dự kiến');
  await dialog.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText('Extension sent for approval')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();

  const pending = page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' });
  await expect(pending).toContainText(`${count(total)} → ${count(raised)}`);
  await expect(pending).toContainText('supporter1');
  // Meanwhile the live campaign is unchanged, and the supporter cannot approve it.
  await expect(liveTotal).toHaveText(count(total));
  await expect(page.getByRole('button', { name: 'Approve extension' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Extend' })).toHaveCount(0);

  await openAsManager(page, url);
  await page.getByRole('button', { name: 'Approve extension' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Approve extension' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.locator('.ant-card').filter({ hasText: 'Extension waiting for approval' }),
  ).toHaveCount(0);
  await expect(details).toContainText('Running');
  await expect(liveTotal).toHaveText(count(raised));
  // Newest first, above what an earlier try left.
  const history = page.locator('.ant-card').filter({ hasText: 'History' });
  await expect(history.getByText('Approve extension', { exact: true }).first()).toBeVisible();
  await expect(
    history
      .getByText(
        new RegExp(`Total voucher uses: (${total}|${count(total)}) → (${raised}|${count(raised)})`),
      )
      .first(),
  ).toBeVisible();
});
