import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';

/** A code no other run has used: the tests may share a database between runs. */
const uniqueCode = () =>
  `E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

async function searchCode(page: Page, code: string) {
  const search = page.getByRole('searchbox', { name: 'Search by code' });
  await search.fill(code);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
}

test('an admin edits a code’s note and status, finds it by the new status and exports the list', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const code = uniqueCode();
  const listHeading = page.getByRole('heading', { name: 'Promotion codes', exact: true });
  const showHeading = page.getByRole('heading', { name: `Promotion code ${code}`, exact: true });

  // A new running code.
  await openAs(page, 'admin', '/promotion/create');
  await expect(
    page.getByRole('heading', { name: 'New promotion code', exact: true }),
  ).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Expires').click();
  await page.getByLabel('Expires').fill('2099-12-31');
  await page.getByLabel('Percent', { exact: true }).fill('15');
  await page.getByLabel('Reward', { exact: true }).fill('5');
  await page.getByLabel('Salesman e-mail').fill('salesman1@example.com');
  await page.getByLabel('Note').fill('Made by the edit test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create a new promotion successfully')).toBeVisible();
  await expect(listHeading).toBeVisible();
  await expect(page).toHaveURL(/\/promotion$/);

  // Its detail, then its edit form: a new note, and stopped.
  await searchCode(page, code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Running');
  await row.getByRole('button', { name: 'View' }).click();
  await expect(showHeading).toBeVisible();
  await expect(page.getByText('Made by the edit test', { exact: true })).toBeVisible();
  await expect(page.getByText('Running', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(
    page.getByRole('heading', { name: `Edit promotion code ${code}`, exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toBeDisabled();
  await page.getByLabel('Note').fill('Stopped by the edit test');
  await chooseOption(page, page.getByLabel('Status'), 'Stopped');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update promotion success')).toBeVisible();
  await expect(page).not.toHaveURL(/\/edit$/);
  await expect(showHeading).toBeVisible();
  await expect(page.getByText('Stopped by the edit test', { exact: true })).toBeVisible();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(page.getByText('Running', { exact: true })).toHaveCount(0);

  // The list's status filter finds it among the stopped codes, not among the running ones.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(listHeading).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Status' });
  await chooseOption(page, status, 'Stopped');
  await expect(page).toHaveURL(/status=stop/);
  await searchCode(page, code);
  await expect(row).toContainText('Stopped');
  await expect(page.getByRole('row', { name: /TET2025/ })).toHaveCount(0);

  await chooseOption(page, status, 'Running');
  await expect(page).toHaveURL(/status=run/);
  await expect(page).toHaveURL(new RegExp(`keyword=${code}`));
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'No data' })).toBeVisible();

  // The export of the whole list: one row per code the list counts, under a header row. Other
  // tests add codes meanwhile, so the count is read again (after a reload) until both agree.
  await page.goto('/promotion');
  await expect(listHeading).toBeVisible();
  const total = page.getByText(/^Total: \d+$/);
  await expect(async () => {
    await page.reload();
    await expect(listHeading).toBeVisible();
    await expect(total).toBeVisible();
    const listed = Number(/\d+/.exec(await total.innerText())![0]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export xlsx' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);

    const book = await new ExcelJS.Workbook().xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toEqual(
      expect.arrayContaining(['Code', 'Expires', 'Status', 'Salesman e-mail']),
    );
    const codes: string[] = [];
    sheet.eachRow((r, number) => {
      if (number > 1) codes.push(String(r.getCell(1).value));
    });
    expect(codes).toContain(code);
    expect(codes).toHaveLength(listed);

    // The new code's row reads as the screens do, in words, with amounts as numbers.
    const column = (name: string) => header.indexOf(name);
    const mine = sheet.getRow(codes.indexOf(code) + 2);
    const cell = (name: string) => mine.getCell(column(name)).value;
    expect(cell('Status')).toBe('Stopped');
    expect(cell('Package')).toBe('Standard (VND)');
    expect(cell('Type')).toBe('Percent off');
    expect(cell('Note')).toBe('Stopped by the edit test');
    expect(cell('Money')).toBeNull(); // a percent code has no money
    expect(cell('Expires')).toEqual(new Date('2099-12-31T00:00:00.000Z'));
  }).toPass({ timeout: 60_000 });
});
