import type { Generated, Insertable, Selectable } from 'kysely';

/** A purchase made with a promotion code; amounts in minor units of `currency`. */
export interface SalesTable {
  id: Generated<number>;
  promotion_id: number;
  code: string;
  user_id: number;
  salesman_id: number | null;
  months: number;
  bonus_months: number;
  list_price: number;
  discount: number;
  amount_paid: number;
  currency: 'VND' | 'USD';
  at: string;
}

/**
 * The sales rolled up per code, salesman (0: none), currency and UTC day, ten days, month and year
 * (migration 0066); database triggers keep it in step with every write of `sales`.
 */
export interface SalesRollupTable {
  grain: 'd' | 't' | 'm' | 'y';
  /** The leading characters of the sales' `at`: 'YYYY-MM-DD', 'YYYY-MM-D' (tens of days), 'YYYY-MM' or 'YYYY'. */
  bucket: string;
  promotion_id: number;
  salesman_id: number;
  currency: 'VND' | 'USD';
  n: number;
  total: number;
  last_at: string;
}

declare module '../../db/schema' {
  interface Database {
    sales: SalesTable;
    sales_rollup: SalesRollupTable;
  }
}

export type SaleRow = Selectable<SalesTable>;
export type NewSale = Insertable<SalesTable>;
