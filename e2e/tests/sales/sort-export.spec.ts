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

test('the sales list sorts on the server by latest sale and count, and exports that order', async ({
  page,
}, testInfo) => {
  await openAs(page, 'manager');
  await page.goto(`/sale?${PERIOD}&salesman=salesman1`);
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
});

test('the salesman filter is a picker that finds salesmen by part of their name', async ({
  page,
}) => {
  await openAs(page, 'manager');
  await page.goto(`/sale?${PERIOD}`);
  const picker = page.getByRole('combobox', { name: 'Salesman' });
  await picker.click();
  await picker.fill('SALES');
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(option.filter({ hasText: 'salesman1' })).toBeVisible();
  // A name that is no salesman's finds nothing.
  await picker.fill('admin');
  await expect(page.getByText('No salesman matches')).toBeVisible();
  await picker.fill('man1');
  await option.filter({ hasText: 'salesman1' }).click();
  await expect(page).toHaveURL(/salesman=salesman1/);
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(3);
  for (const row of await page.locator('tbody tr.ant-table-row').all()) {
    await expect(row).toContainText('salesman1');
  }
});

test("a code's sales sort by the amount paid, newest first by default, and export", async ({
  page,
}, testInfo) => {
  await openAs(page, 'manager');
  await page.goto(`/promotion/1/SUMMER10/sale?${PERIOD}`);
  await expect(page.getByRole('heading', { name: 'Sales of code SUMMER10' })).toBeVisible();
  const buyers = () => page.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  // Newest first: le-thu-trang bought 12 days ago, nguyenthanhha 20 days ago.
  await expect.poll(buyers).toEqual(['le-thu-trang', 'nguyenthanhha']);
  const paid = page.getByRole('columnheader', { name: 'Paid' });
  await paid.click();
  await expect(page).toHaveURL(/sort=amount_paid/);
  await expect(page).toHaveURL(/order=asc/);
  await expect.poll(buyers).toEqual(['le-thu-trang', 'nguyenthanhha']);
  // Descending is this list's default order, so the URL no longer names one.
  await paid.click();
  await expect(page).not.toHaveURL(/order=/);
  await expect(page).toHaveURL(/sort=amount_paid/);
  // Six months cost more than one.
  await expect.poll(buyers).toEqual(['nguyenthanhha', 'le-thu-trang']);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  const download = await downloading;
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const sheet = (await new ExcelJS.Workbook().xlsx.readFile(file)).worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  const names: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) names.push(String(row.getCell(header.indexOf('User')).value));
  });
  expect(names).toEqual(['nguyenthanhha', 'le-thu-trang']);
});
