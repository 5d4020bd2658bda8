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

declare module '../../db/schema' {
  interface Database {
    sales: SalesTable;
  }
}

export type SaleRow = Selectable<SalesTable>;
export type NewSale = Insertable<SalesTable>;
