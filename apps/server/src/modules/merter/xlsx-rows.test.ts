import fs from 'node:fs';
import os from 'node:os';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { checkXlsx } from './xlsx-check';
import { countRows, sheetRows } from './xlsx-rows';

async function workbook(rows: ExcelJS.CellValue[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mer-ter');
  sheet.addRow(['Merchant code', 'Terminal code']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function rowsOf(content: Buffer) {
  const rows = [];
  for await (const row of sheetRows(content)) rows.push(row);
  return rows;
}

/** What the process holds open, and the temporary files ExcelJS's reader names `tmp-…`. */
const openDescriptors = () =>
  fs.existsSync('/proc/self/fd') ? fs.readdirSync('/proc/self/fd').length : 0; // Linux only
const temporaryFiles = () => fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('tmp-'));

describe('reading a mer-ter file', () => {
  it('reads the first sheet of a workbook whose shared strings come after it (as Excel and ExcelJS write them)', async () => {
    const content = await workbook([
      ['M0005', 'M0005-T01'],
      [12345, { richText: [{ text: 'T-' }, { text: '9' }] }],
      ['', ''],
      ['  M0006 ', 'M0006-T01'],
    ]);
    checkXlsx(content);
    expect(await rowsOf(content)).toEqual([
      { rowNo: 2, merchantCode: 'M0005', terminalCode: 'M0005-T01' },
      { rowNo: 3, merchantCode: '12345', terminalCode: 'T-9' },
      { rowNo: 5, merchantCode: 'M0006', terminalCode: 'M0006-T01' },
    ]);
    expect(await countRows(content)).toBe(3);
  });

  it('reads a code from any kind of cell: a yes/no, a date, a formula’s result, a link’s text', async () => {
    const content = await workbook([
      [true, new Date('2026-11-29T00:00:00.000Z')],
      [
        { formula: 'CONCAT("M","0007")', result: 'M0007' },
        { text: ' T-7 ', hyperlink: 'https://x.vn' },
      ],
      ['M0008', null],
    ]);
    expect(await rowsOf(content)).toEqual([
      // The streaming reader reads no styles: a date is the day number the sheet stores.
      { rowNo: 2, merchantCode: 'true', terminalCode: '46355' },
      { rowNo: 3, merchantCode: 'M0007', terminalCode: 'T-7' },
      { rowNo: 4, merchantCode: 'M0008', terminalCode: '' },
    ]);
  });

  it('leaves no open descriptor and no temporary file behind, however often it reads', async () => {
    const content = await workbook([['M0005', 'M0005-T01']]);
    await rowsOf(content);
    const descriptors = openDescriptors();
    const files = temporaryFiles();
    for (let i = 0; i < 200; i++) {
      expect(await rowsOf(content)).toHaveLength(1);
      expect(await countRows(content)).toBe(1);
    }
    expect(openDescriptors()).toBe(descriptors);
    expect(temporaryFiles()).toEqual(files);
  });
});

describe('a sheet that repeats a row number', () => {
  it('is refused as not a sound xlsx', async () => {
    const zip = await JSZip.loadAsync(
      await workbook([
        ['M0005', 'M0005-T01'],
        ['M0006', 'M0006-T01'],
      ]),
    );
    const path = 'xl/worksheets/sheet1.xml';
    const xml = await zip.file(path)!.async('string');
    expect(xml).toContain('<row r="3"');
    zip.file(
      path,
      xml.replace('<row r="3"', '<row r="2"').replaceAll('A3', 'A2').replaceAll('B3', 'B2'),
    );
    const content = Buffer.from(
      await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
    );
    checkXlsx(content);
    await expect(rowsOf(content)).rejects.toThrow('rows out of order');
    await expect(countRows(content)).rejects.toMatchObject({ key: 'merter.invalid_format' });
  });
});
