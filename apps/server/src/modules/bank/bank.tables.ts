import type { Generated, Selectable } from 'kysely';

export interface BankInfoTable {
  id: Generated<number>;
  user_id: number;
  /** The catalogue bank's Vietnamese name, and its short name as it was when saved. */
  bank_name: string;
  short_name: string;
  bank_number: string;
  /** Upper case without diacritics, as banks print it. */
  bank_holder: string;
  created_at: string;
  updated_at: string;
  created_by: string;
}

declare module '../../db/schema' {
  interface Database {
    bank_info: BankInfoTable;
  }
}

export type BankInfoRow = Selectable<BankInfoTable>;
