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
  /** The merchant's name as the catalogue had it when the campaign was saved or synced. */
  merchant_name: Generated<string>;
  max_budget: number | string | null;
  /** The details as JSON (CampaignDetails). */
  details: string;
  submitted_by: number | null;
  submitted_by_name: Generated<string>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** An extension of a live campaign, pending until a manager decides (migration 0044). */
export interface CampaignRevisionsTable {
  id: Generated<number>;
  campaign_id: number;
  state: 'pending' | 'approved' | 'rejected';
  /** JSON: CampaignRevisionChanges. */
  changes: string;
  /** JSON: the live values it replaces (ExtendBase). */
  previous: string;
  reason: string;
  requested_by: number | null;
  requested_by_name: string;
  requested_at: string;
  decided_by_name: Generated<string>;
  decided_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    campaigns: CampaignsTable;
    campaign_revisions: CampaignRevisionsTable;
  }
}

export type CampaignRow = Selectable<CampaignsTable>;
export type CampaignRevisionRow = Selectable<CampaignRevisionsTable>;
