import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';

/**
 * The demo sales are 3 to 20 days old; a period that ends two days ago keeps out the sales other
 * tests make meanwhile, so the order of the demo codes is known: SUMMER10 sold twice (last 12 days
 * ago), BONUS6 8 days ago, USD5OFF 3 days ago.
 */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=2000-01-01&to=${day(2)}`;
const DEMO = ['USD5OFF', 'BONUS6', 'SUMMER10'];

/** The demo codes in the order the table shows them. */
async function demoOrder(page: Page): Promise<string[]> {
  const rows = await page.locator('tbody tr.ant-table-row').allInnerTexts();
  return rows
    .map((text) => DEMO.find((code) => text.trim().startsWith(code)))
    .filter((code) => code !== undefined);
}

test("the sales list and a code's sales sort on the server and export in the order shown", async ({
  page,
}, testInfo) => {
  await openAs(page, 'manager', `/sale?${PERIOD}&salesman=salesman1`);
  await expect(page.getByRole('heading', { name: 'Sales', exact: true })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(3);

  // Latest sale: ascending, then descending, each kept in the URL.
  const latest = page.getByRole('columnheader', { name: 'Latest sale' });
  await latest.click();
  await expect(page).toHaveURL(/sort=last_at/);
  await expect.poll(() => demoOrder(page)).toEqual(['SUMMER10', 'BONUS6', 'USD5OFF']);
  await latest.click();
  await expect(page).toHaveURL(/sort=last_at&order=desc|order=desc&sort=last_at/);
  await expect.poll(() => demoOrder(page)).toEqual(['USD5OFF', 'BONUS6', 'SUMMER10']);
  await page.reload();
  await expect.poll(() => demoOrder(page)).toEqual(['USD5OFF', 'BONUS6', 'SUMMER10']);

  // The export holds what the filter selects, in the list's order, with a header row.
  await expect(page.getByRole('button', { name: 'Export xlsx' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sales-.*\.xlsx$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const sheet = (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  expect(header).toEqual(
    expect.arrayContaining(['Code', 'Salesman', 'Sales', 'Sum paid', 'Latest sale']),
  );
  const codes: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) codes.push(String(row.getCell(header.indexOf('Code')).value));
  });
  expect(codes).toEqual(['USD5OFF', 'BONUS6', 'SUMMER10']);
  const summer = sheet.getRow(codes.indexOf('SUMMER10') + 2);
  expect(summer.getCell(header.indexOf('Sales')).value).toBe(2);
  expect(typeof summer.getCell(header.indexOf('Sum paid')).value).toBe('number');

  // By count, most first: SUMMER10 sold twice.
  const count = page.getByRole('columnheader', { name: 'Sales', exact: true });
  // Each click is taken from the order the page shows, so the second waits for the first's.
  await count.click();
  await expect(page).toHaveURL(/sort=count/);
  await expect(page).not.toHaveURL(/order=desc/);
  await count.click();
  await expect(page).toHaveURL(/sort=count&order=desc|order=desc&sort=count/);
  await expect.poll(async () => (await demoOrder(page))[0]).toBe('SUMMER10');

  // A code's sales, sorted by the amount paid (most first, the list's default order) and exported
  // in that order: six months cost more than one.
  await page.goto(`/promotion/1/SUMMER10/sale?${PERIOD}&sort=amount_paid`);
  await expect(page.getByRole('heading', { name: 'Sales of code SUMMER10' })).toBeVisible();
  const buyers = () => page.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  await expect.poll(buyers).toEqual(['nguyenthanhha', 'le-thu-trang']);
  const codeDownloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  const codeDownload = await codeDownloading;
  const codeFile = testInfo.outputPath(codeDownload.suggestedFilename());
  await codeDownload.saveAs(codeFile);
  const codeSheet = (await new ExcelJS.Workbook().xlsx.readFile(codeFile)).worksheets[0]!;
  const codeHeader = codeSheet.getRow(1).values as unknown[];
  const names: string[] = [];
  codeSheet.eachRow((row, number) => {
    if (number > 1) names.push(String(row.getCell(codeHeader.indexOf('User')).value));
  });
  expect(names).toEqual(['nguyenthanhha', 'le-thu-trang']);
});
