import type { Generated, Selectable } from 'kysely';
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
