import type { Language } from '@console/contract/constants';
import type { PromotionType } from '@console/contract/pricing';
import {
  shownStatus,
  TYPE_FIELDS,
  usesField,
  type PromotionRow,
} from '@console/contract/schemas/promotions';
import { exportList, type ExportFile, type SheetColumn } from '../../../lib/export/xlsx-export';
import { DATE_FORMATS } from '../../../lib/format/date-time';
import { spreadsheetFormat, toMajorUnits } from '../../../lib/format/money';
import { i18n } from '../../../lib/i18n/i18n';
import { getPromotions, type PromotionListParams } from './get-promotions';

/** The type fields a code's type does not use are left empty. */
const unused = (type: PromotionType, field: string) =>
  (TYPE_FIELDS as readonly string[]).includes(field) &&
  !usesField(type, field as (typeof TYPE_FIELDS)[number]);

/**
 * The list as filtered, in the reader's language: translated headers, packages, types and
 * statuses, and amounts as numbers in the code's currency (đồng, or dollars with cents) so a
 * spreadsheet can add them up.
 */
export function exportPromotions(
  params: PromotionListParams,
  mine: boolean,
  t: (key: string) => string,
): Promise<ExportFile> {
  const dayFormat = DATE_FORMATS[i18n.language as Language].toLowerCase();
  const money = { numFmt: (row: PromotionRow) => spreadsheetFormat(row.unit) };
  const cells: Record<string, Partial<SheetColumn<PromotionRow>>> = {
    // A real date, shown in the reader's day format, so a spreadsheet can sort and compare it.
    expire: { value: (row) => new Date(`${row.expire}T00:00:00.000Z`), numFmt: () => dayFormat },
    package: { value: (row) => t(`promotions.packages.${row.package}`) },
    type: { value: (row) => t(`promotions.types.${row.type}`) },
    reward_type: { value: (row) => t(`promotions.reward_types.${row.reward_type}`) },
    status: { value: (row) => t(`promotions.statuses.${shownStatus(row)}`) },
    money: {
      ...money,
      value: (row) => (usesField(row.type, 'money') ? toMajorUnits(row.money, row.unit) : null),
    },
    sum: { ...money, value: (row) => toMajorUnits(row.sum, row.unit) },
    note: { width: 40 },
  };
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
  ];
  return exportList(
    'promotions',
    fields.map((key) => {
      const cell = cells[key] ?? {};
      const value = cell.value ?? ((row: PromotionRow) => row[key as keyof PromotionRow]);
      return {
        key,
        header: t(`promotions.fields.${key}.label`),
        ...cell,
        value: (row: PromotionRow) => (unused(row.type, key) ? null : value(row)),
      };
    }),
    (page, page_size) => getPromotions({ ...params, page, page_size }, mine),
  );
}
