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

/** A terminal's last blocklist change (migration 0048), beside its `status` and `version`. */
export interface TerminalBlockColumns {
  block_reason: Generated<string>;
  block_reason_text: Generated<string>;
  block_actor_name: Generated<string>;
  block_updated_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    customer_blocks: CustomerBlocksTable;
  }
}

declare module '../merchants/merchants.tables' {
  // Declaration merging: the blocklist's columns join the catalogue's terminal type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TerminalsTable extends TerminalBlockColumns {}
}

export type CustomerBlockRow = Selectable<CustomerBlocksTable>;
