import type { Generated, Selectable } from 'kysely';

export interface MerchantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  search_text: string;
  created_at: string;
}

export interface TerminalsTable {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  name: string;
  /** The terminal blocklist: a locked terminal takes no campaign discount. */
  status: Generated<BlockStatus>;
  version: Generated<number>;
  created_at: string;
}

export type BlockStatus = 'open' | 'locked';

declare module '../../db/schema' {
  interface Database {
    merchants: MerchantsTable;
    terminals: TerminalsTable;
  }
}

export type MerchantRow = Selectable<MerchantsTable>;
export type TerminalRow = Selectable<TerminalsTable>;
