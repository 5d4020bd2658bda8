import { EXPORT_LIMIT, PAGE_SIZES } from '@console/contract/constants';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

export interface SheetColumn<R> {
  key: string;
  header: string;
  width?: number;
  /** The cell's value; the row's own field of the same key otherwise. */
  value?: (row: R) => unknown;
  /** The cell's number format (an amount in the row's currency, a date in the reader's format). */
  numFmt?: (row: R) => string | undefined;
}

export interface ExportFile {
  blob: Blob;
  /** Rows the filter selects; more than EXPORT_LIMIT means the file holds the first ones only. */
  total: number;
}

export type PageFetcher<R> = (
  page: number,
  pageSize: number,
) => Promise<{ list: R[]; total: number }>;

/**
 * The list's rows in its order, page after page, up to EXPORT_LIMIT; `pageSize` for calls whose
 * pages are smaller than the largest list page.
 */
export async function collectRows<R>(fetchPage: PageFetcher<R>, pageSize = PAGE) {
  const rows: R[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const answer = await fetchPage(page, pageSize);
    total = answer.total;
    rows.push(...answer.list);
    if (answer.list.length < pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, EXPORT_LIMIT), total };
}

/** One sheet with a header row, as an xlsx file; ExcelJS loads only when a file is made. */
export async function xlsxOf<R>(sheetName: string, columns: SheetColumn<R>[], rows: R[]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map(({ key, header, width }) => ({ key, header, width: width ?? 16 }));
  for (const row of rows) {
    const values = Object.fromEntries(
      columns.map((c) => [c.key, c.value ? c.value(row) : (row as Record<string, unknown>)[c.key]]),
    );
    const added = sheet.addRow(values);
    for (const column of columns) {
      const format = column.numFmt?.(row);
      if (format) added.getCell(column.key).numFmt = format;
    }
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** What a list's filter selects, in its order, at most EXPORT_LIMIT rows, as an xlsx file. */
export async function exportList<R>(
  sheetName: string,
  columns: SheetColumn<R>[],
  fetchPage: PageFetcher<R>,
  pageSize = PAGE,
): Promise<ExportFile> {
  const { rows, total } = await collectRows(fetchPage, pageSize);
  return { blob: await xlsxOf(sheetName, columns, rows), total };
}
