import { EXPORT_LIMIT, PAGE_SIZES } from '@console/contract/constants';
import type { PromotionRow } from '@console/contract/schemas/promotions';
import { getPromotions, type PromotionListParams } from './get-promotions';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/** The list as filtered, at most EXPORT_LIMIT rows, as an xlsx file (ExcelJS loads on demand). */
export async function exportPromotions(
  params: PromotionListParams,
  mine: boolean,
  header: (field: string) => string,
): Promise<Blob> {
  const rows: PromotionRow[] = [];
  for (let page = 1; rows.length < EXPORT_LIMIT; page += 1) {
    const { list, total } = await getPromotions({ ...params, page, page_size: PAGE }, mine);
    rows.push(...list);
    if (list.length < PAGE || rows.length >= total) break;
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('promotions');
  const fields = [
    'code',
    'expire',
    'package',
    'type',
    'min',
    'percent',
    'money',
    'unit',
    'month',
    'reward',
    'reward_type',
    'status',
    'email',
    'count',
    'sum',
  ] as const;
  sheet.columns = fields.map((key) => ({ key, header: header(key), width: 16 }));
  for (const row of rows.slice(0, EXPORT_LIMIT)) sheet.addRow({ ...row, money: Number(row.money) });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
