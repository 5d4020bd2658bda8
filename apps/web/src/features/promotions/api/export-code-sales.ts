import type { Sale } from '@console/contract/schemas/sales';
import { callApi } from '../../../lib/api/call-api';
import { exportList, type ExportFile, type SheetColumn } from '../../../lib/export/xlsx-export';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import type { CodeSalesParams } from './get-code-sales';

/**
 * A code's sales as filtered and sorted; amounts as numbers in the sale's currency, times as the
 * screen shows them.
 */
export function exportCodeSales(
  params: CodeSalesParams,
  mine: boolean,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const amount = (key: 'list_price' | 'discount' | 'amount_paid'): Partial<SheetColumn<Sale>> => ({
    value: (row) => toMajorUnits(row[key], row.currency),
    numFmt: (row) => spreadsheetFormat(row.currency),
  });
  const cells: Record<string, Partial<SheetColumn<Sale>>> = {
    at: { value: (row) => formatTime(row.at), width: 20 },
    salesman_name: { value: (row) => row.salesman_name ?? '' },
    list_price: amount('list_price'),
    discount: amount('discount'),
    amount_paid: amount('amount_paid'),
  };
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
  ];
  return exportList(
    'sales',
    fields.map((key) => ({ key, header: t(`sales.fields.${key}.label`), ...cells[key] })),
    (page, page_size) =>
      callApi(mine ? 'promotions.salesMine' : 'promotions.sales', { ...params, page, page_size }),
  );
}
