import { EXPORT_LIMIT, PAGE_SIZES } from '@console/contract/constants';
import type { Sale } from '@console/contract/schemas/sales';
import { callApi } from '../../../lib/api/call-api';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import type { CodeSalesParams } from './get-code-sales';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/**
 * A code's sales as filtered and sorted, at most EXPORT_LIMIT rows, as an xlsx file (ExcelJS
 * loads on demand); amounts as numbers in the sale's currency, times as the screen shows them.
 * Answers the file and how many rows the filter selects.
 */
export async function exportCodeSales(
  params: CodeSalesParams,
  mine: boolean,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<{ blob: Blob; total: number }> {
  const rows: Sale[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const answer = await callApi(mine ? 'promotions.salesMine' : 'promotions.sales', {
      ...params,
      page,
      page_size: PAGE,
    });
    total = answer.total;
    rows.push(...answer.list);
    if (answer.list.length < PAGE || rows.length >= total) break;
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sales');
  const fields = [
    'at',
    'user_name',
    'months',
    'bonus_months',
    'currency',
    'list_price',
    'discount',
    'amount_paid',
    'salesman_name',
  ] as const;
  sheet.columns = fields.map((key) => ({
    key,
    header: t(`sales.fields.${key}.label`),
    width: key === 'at' ? 20 : 16,
  }));
  const money = ['list_price', 'discount', 'amount_paid'] as const;
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const added = sheet.addRow({
      ...row,
      at: formatTime(row.at),
      salesman_name: row.salesman_name ?? '',
      ...Object.fromEntries(money.map((key) => [key, toMajorUnits(row[key], row.currency)])),
    });
    for (const key of money) added.getCell(key).numFmt = spreadsheetFormat(row.currency);
  }
  const buffer = await book.xlsx.writeBuffer();
  return {
    blob: new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    total,
  };
}
