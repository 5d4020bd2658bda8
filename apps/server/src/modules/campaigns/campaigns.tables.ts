import type { Generated, Selectable } from 'kysely';
import type { CampaignType } from '@console/contract/constants';
import type { CampaignState } from '@console/contract/machines/campaign';

export interface CampaignsTable {
  id: Generated<number>;
  code: string;
  code_key: string;
  name: string;
  search_text: string;
  type: CampaignType;
  state: CampaignState;
  version: Generated<number>;
  start_time: string;
  end_time: string;
  bank_code: Generated<string>;
  merchant_code: Generated<string>;
  max_budget: number | string | null;
  /** The details as JSON (CampaignDetails). */
  details: string;
  budget_used: Generated<number | string>;
  uses: Generated<number>;
  submitted_by: number | null;
  submitted_by_name: Generated<string>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    campaigns: CampaignsTable;
  }
}

export type CampaignRow = Selectable<CampaignsTable>;
