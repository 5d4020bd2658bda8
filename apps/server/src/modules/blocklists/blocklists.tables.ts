import type { Generated, Selectable } from 'kysely';
import type { BlockStatus } from '../merchants/merchants.tables';

/** The customer blocklist, one row per phone ever locked; history is in `transitions`. */
export interface CustomerBlocksTable {
  id: Generated<number>;
  phone: string;
  status: BlockStatus;
  reason: Generated<string>;
  reason_text: Generated<string>;
  actor_name: Generated<string>;
  version: Generated<number>;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    customer_blocks: CustomerBlocksTable;
  }
}

export type CustomerBlockRow = Selectable<CustomerBlocksTable>;
