import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_FILE_MAX_ROWS } from '@console/contract/constants';
import { AppError } from '../../errors';
import { partsInReadingOrder } from './xlsx-check';

/** One data row of a mer-ter file: its number in the sheet (the header is row 1) and its codes. */
export interface SheetRow {
  rowNo: number;
  merchantCode: string;
  terminalCode: string;
}

/** A cell as text: strings trimmed, numbers as written, rich text and formulas by their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value && value.result !== undefined) return cellText(value.result as never);
  return '';
}

/**
 * The data rows of the first sheet, read as a stream (ExcelJS's WorkbookReader, given the parts
 * in the order it reads them straight through: `partsInReadingOrder`): row 1 is the header, rows
 * with both codes blank are skipped. Long codes are cut to 100 characters.
 */
export async function* sheetRows(content: Buffer): AsyncGenerator<SheetRow> {
  const ordered = partsInReadingOrder(content);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let last = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // Rows stand in order, each once; a file that repeats one (its row number would be taken
      // twice) is not a sound sheet, and is refused as a file rather than failing its commit.
      if (row.number <= last) throw new Error('rows out of order');
      last = row.number;
      if (row.number < 2) continue;
      const merchantCode = cellText(row.getCell(1).value).slice(0, 100);
      const terminalCode = cellText(row.getCell(2).value).slice(0, 100);
      if (!merchantCode && !terminalCode) continue;
      yield { rowNo: row.number, merchantCode, terminalCode };
    }
    return; // the first sheet only
  }
}

/** How many data rows the file has; refuses past the limit as soon as it is passed. */
export async function countRows(content: Buffer): Promise<number> {
  let n = 0;
  try {
    for await (const _ of sheetRows(content)) {
      n += 1;
      if (n > IMPORT_FILE_MAX_ROWS) break;
    }
  } catch {
    throw new AppError('merter.invalid_format');
  }
  if (n > IMPORT_FILE_MAX_ROWS) throw new AppError('merter.too_many_rows');
  if (n === 0) throw new AppError('merter.file_empty');
  return n;
}

/** A workbook of one sheet with a header and rows, as bytes (the template, the result file). */
export async function workbookOf(
  sheetName: string,
  header: string[],
  rows: Iterable<string[]> | AsyncIterable<string[]>,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk);
      done();
    },
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(18, h.length + 4) }));
  for await (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
