import { EXPORT_LIMIT, PAGE_SIZES } from '@console/contract/constants';
import type { SaleSummary } from '@console/contract/schemas/sales';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import { getSales, type SaleListParams } from './get-sales';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

export interface SalesExport {
  blob: Blob;
  /** Rows the filter selects; more than EXPORT_LIMIT means the file holds the first ones only. */
  total: number;
}

/**
 * The sales list as filtered and sorted, at most EXPORT_LIMIT rows, as an xlsx file (ExcelJS
 * loads on demand), in the reader's language; amounts as numbers in the code's currency (đồng, or
 * dollars with cents), times as the screen shows them.
 */
export async function exportSales(
  params: SaleListParams,
  mine: boolean,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<SalesExport> {
  const rows: SaleSummary[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const answer = await getSales({ ...params, page, page_size: PAGE }, mine);
    total = answer.total;
    rows.push(...answer.list);
    if (answer.list.length < PAGE || rows.length >= total) break;
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sales');
  const fields = [
    'code',
    ...(mine ? [] : ['salesman_name']),
    'currency',
    'count',
    'sum',
    'reward',
    'commission',
    'last_at',
  ];
  sheet.columns = fields.map((key) => ({
    key,
    header: t(`sales.fields.${key}.label`),
    width: key === 'last_at' ? 20 : 16,
  }));
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const added = sheet.addRow({
      ...row,
      salesman_name: row.salesman_name ?? '',
      sum: toMajorUnits(row.sum, row.currency),
      commission: toMajorUnits(row.commission, row.currency),
      reward:
        row.reward_type === 'percent' ? `${row.reward}%` : toMajorUnits(row.reward, row.currency),
      last_at: formatTime(row.last_at),
    });
    for (const key of ['sum', 'commission']) {
      added.getCell(key).numFmt = spreadsheetFormat(row.currency);
    }
  }
  const buffer = await book.xlsx.writeBuffer();
  return {
    blob: new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
    total,
  };
}
