import type { SaleSummary } from '@console/contract/schemas/sales';
import { exportList, type ExportFile, type SheetColumn } from '../../../lib/export/xlsx-export';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import { getSales, type SaleListParams } from './get-sales';

/**
 * The sales list as filtered and sorted, in the reader's language; amounts as numbers in the
 * code's currency (đồng, or dollars with cents), times as the screen shows them.
 */
export function exportSales(
  params: SaleListParams,
  mine: boolean,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const amount = (key: 'sum' | 'commission'): Partial<SheetColumn<SaleSummary>> => ({
    value: (row) => toMajorUnits(row[key], row.currency),
    numFmt: (row) => spreadsheetFormat(row.currency),
  });
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
  const cells: Record<string, Partial<SheetColumn<SaleSummary>>> = {
    salesman_name: { value: (row) => row.salesman_name ?? '' },
    sum: amount('sum'),
    commission: amount('commission'),
    reward: {
      value: (row) =>
        row.reward_type === 'percent' ? `${row.reward}%` : toMajorUnits(row.reward, row.currency),
    },
    last_at: { value: (row) => formatTime(row.last_at), width: 20 },
  };
  return exportList(
    'sales',
    fields.map((key) => ({ key, header: t(`sales.fields.${key}.label`), ...cells[key] })),
    (page, page_size) => getSales({ ...params, page, page_size }, mine),
  );
}
