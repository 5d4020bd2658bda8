import type { Generated, Selectable } from 'kysely';

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  /** Lower-cased code; unique, so codes are unique case-insensitively. */
  code_key: string;
  expire: string;
  package: 'standard_vnd' | 'standard_usd';
  type:
    | 'percent'
    | 'percent_money'
    | 'money'
    | 'month'
    | 'percent_cond_month'
    | 'money_cond_month'
    | 'month_cond_month';
  min: number;
  percent: number;
  /** Minor units (đồng, cents). */
  money: number;
  unit: 'VND' | 'USD';
  month: number;
  reward: number;
  reward_type: 'percent' | 'money';
  status: 'run' | 'stop' | 'fail';
  note: string;
  email: string;
  created_at: string;
  updated_at: string;
  created_by: string;
}

declare module '../../db/schema' {
  interface Database {
    promotions: PromotionsTable;
  }
}

export type PromotionRow = Selectable<PromotionsTable>;
