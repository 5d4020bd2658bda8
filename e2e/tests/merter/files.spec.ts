import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { callAs } from '../../support/api';
import { campaignBody } from '../../support/campaigns';
import { openAs } from '../../support/sessions';

/** A draft merchant campaign of M0002, made through the API with the page's own session. */
async function draftCampaign(page: Page, code: string): Promise<number> {
  const body = campaignBody('merchant', { merchantCode: 'M0002', name: `Mer-ter ${code}`, code });
  return (await callAs(page, 'campaigns.createFull', body)).item.id;
}

async function workbook(rows: string[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mer-ter');
  sheet.addRow(['Merchant code', 'Terminal code']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push([1, 2, 3].map((i) => (values[i] === undefined ? '' : String(values[i]))));
  });
  return rows;
}

test('a supporter uploads a mer-ter file with bad rows, watches it finish, reads the result, applies it and locks and opens a terminal', async ({
  page,
}) => {
  await openAs(page, 'supporter');
  const code = `MT-${Date.now().toString(36).toUpperCase()}`;
  const id = await draftCampaign(page, code);
  await page.goto(`/campaigns/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(code.slice(3)) })).toBeVisible({
    timeout: 60_000,
  });
  const panel = page.getByTestId('merter-panel');
  await expect(panel.getByText('Click or drag an .xlsx file here')).toBeVisible();

  await panel.locator('input[type=file]').setInputFiles({
    name: 'diem-ban.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook([
      ['M0002', 'M0002-T01'],
      ['M0002', 'M0002-T02'],
      ['M0002', 'M0002-T02'],
      ['M0001', 'M0001-T01'],
      ['M0002', 'M0002-T03'],
    ]),
  });
  const files = panel.getByRole('table', { name: 'Uploaded files' });
  const row = files.getByRole('row', { name: /diem-ban\.xlsx/ });
  await expect(row.getByText('Done')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell')).toContainText([
    'diem-ban.xlsx',
    'Done',
    '100%',
    '5',
    '3',
    '2',
  ]);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Result file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('diem-ban-result.xlsx');
  const saved = await download.path();
  expect(await rowsOf(saved)).toEqual([
    ['Merchant code', 'Terminal code', 'Result'],
    ['M0002', 'M0002-T01', 'Valid'],
    ['M0002', 'M0002-T02', 'Valid'],
    ['M0002', 'M0002-T02', 'Duplicate of an earlier row'],
    ['M0001', 'M0001-T01', "The merchant is not the campaign's merchant"],
    ['M0002', 'M0002-T03', 'Valid'],
  ]);
  fs.rmSync(saved, { force: true });

  await row.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Add the 3 valid rows');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('3 terminals added')).toBeVisible();
  // Each question is gone before the next is asked: two dialogs at once would be ambiguous.
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Applied')).toBeVisible();

  await panel.getByRole('tab', { name: 'Campaign terminals' }).click();
  const terminals = panel.getByRole('table', { name: 'Campaign terminals' });
  await expect(terminals.getByRole('row')).toHaveCount(4); // header and three terminals
  const toggle = terminals.getByRole('switch', { name: 'Open M0002-T02' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(dialog).toContainText('Lock terminal M0002-T02?');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(terminals.getByRole('row', { name: /M0002-T02/ })).toContainText('Locked');
  await toggle.click();
  await expect(dialog).toContainText('Open terminal M0002-T02');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(dialog).toContainText('Open terminal M0002-T02');
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
});
