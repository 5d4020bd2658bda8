import { EXPORT_LIMIT, PAGE_SIZES, type Language } from '@console/contract/constants';
import type { PromotionType } from '@console/contract/pricing';
import {
  shownStatus,
  TYPE_FIELDS,
  usesField,
  type PromotionRow,
} from '@console/contract/schemas/promotions';
import { DATE_FORMATS } from '../../../lib/format/date-time';
import { i18n } from '../../../lib/i18n/i18n';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import { getPromotions, type PromotionListParams } from './get-promotions';

const PAGE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

/** The type fields a code's type does not use are left empty. */
const unusedCells = (type: PromotionType) =>
  Object.fromEntries(TYPE_FIELDS.filter((f) => !usesField(type, f)).map((f) => [f, null]));

/**
 * The list as filtered, at most EXPORT_LIMIT rows, as an xlsx file (ExcelJS loads on demand), in
 * the reader's language: translated headers, packages, types and statuses, and amounts as numbers
 * in the code's currency (đồng, or dollars with cents) so a spreadsheet can add them up.
 */
export async function exportPromotions(
  params: PromotionListParams,
  mine: boolean,
  t: (key: string) => string,
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
    'note',
  ] as const;
  sheet.columns = fields.map((key) => ({
    key,
    header: t(`promotions.fields.${key}.label`),
    width: key === 'note' ? 40 : 16,
  }));
  const dayFormat = DATE_FORMATS[i18n.language as Language].toLowerCase();
  for (const row of rows.slice(0, EXPORT_LIMIT)) {
    const added = sheet.addRow({
      ...row,
      ...unusedCells(row.type),
      // A real date, shown in the reader's day format, so a spreadsheet can sort and compare it.
      expire: new Date(`${row.expire}T00:00:00.000Z`),
      package: t(`promotions.packages.${row.package}`),
      type: t(`promotions.types.${row.type}`),
      reward_type: t(`promotions.reward_types.${row.reward_type}`),
      status: t(`promotions.statuses.${shownStatus(row)}`),
      money: usesField(row.type, 'money') ? toMajorUnits(row.money, row.unit) : null,
      sum: toMajorUnits(row.sum, row.unit),
    });
    for (const key of ['money', 'sum']) added.getCell(key).numFmt = spreadsheetFormat(row.unit);
    added.getCell('expire').numFmt = dayFormat;
  }
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
