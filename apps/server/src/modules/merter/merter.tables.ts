import type { Generated, Selectable } from 'kysely';
import type { Language } from '@console/contract/constants';
import type { ImportFileStatus, MerterRowResult } from '@console/contract/constants-merter';
import type { BlockStatus } from '../merchants/merchants.tables';

/** The terminals a campaign's mer-ter files applied; a campaign with none takes its merchant's. */
export interface CampaignTerminalsTable {
  id: Generated<number>;
  campaign_id: number;
  terminal_id: number;
  status: Generated<BlockStatus>;
  created_at: string;
  updated_at: string;
}

/** A private campaign's customers, by phone. */
export interface CampaignCustomersTable {
  id: Generated<number>;
  campaign_id: number;
  phone: string;
  status: Generated<BlockStatus>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    campaign_terminals: CampaignTerminalsTable;
    campaign_customers: CampaignCustomersTable;
  }
}

export type CampaignTerminalRow = Selectable<CampaignTerminalsTable>;
export type CampaignCustomerRow = Selectable<CampaignCustomersTable>;

/** An uploaded mer-ter file; its bytes stay with it so any server can process it. */
export interface MerterFilesTable {
  id: Generated<number>;
  campaign_id: number;
  file_name: string;
  content: Buffer;
  status: ImportFileStatus;
  total: number;
  processed: Generated<number>;
  valid: Generated<number>;
  invalid: Generated<number>;
  error: Generated<string>;
  lang: Language;
  uploaded_by: number | null;
  uploaded_by_name: string;
  applied_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One processed row of a file and why it was refused ('' when valid). */
export interface MerterFileRowsTable {
  id: Generated<number>;
  file_id: number;
  row_no: number;
  merchant_code: string;
  terminal_code: string;
  terminal_id: number | null;
  result: MerterRowResult | '';
}

declare module '../../db/schema' {
  interface Database {
    merter_files: MerterFilesTable;
    merter_file_rows: MerterFileRowsTable;
  }
}

export type MerterFileRow = Selectable<MerterFilesTable>;
