import type { Generated, Selectable } from 'kysely';
import type { RedemptionState } from '@console/contract/schemas/redemption';

export interface IntegrationClientsTable {
  id: Generated<number>;
  name: string;
  /** JSON array of campaign types the client may redeem. */
  campaign_types: string;
  /** JSON array of campaign ids the client may redeem. */
  campaign_ids: string;
  credential_id: number | null;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
}

/** A campaign's live budget and uses; the check constraints hold the limits. */
export interface CampaignCountersTable {
  campaign_id: number;
  max_budget: number | string | null;
  max_uses: number | string | null;
  budget_used: Generated<number | string>;
  uses: Generated<number | string>;
}

/** A customer's uses of a campaign in one cycle, or in the whole campaign (period '*'). */
export interface CustomerCountersTable {
  campaign_id: number;
  phone: string;
  period: string;
  used: number;
  max_uses: number;
}

export interface RedemptionsTable {
  id: Generated<number>;
  client_id: number;
  credential_id: number;
  transaction_id: string;
  request_hash: string;
  campaign_id: number | null;
  state: RedemptionState;
  reason: Generated<string>;
  phone: string;
  merchant_code: string;
  terminal_code: string;
  amount: number | string;
  discount: Generated<number | string>;
  sponsor_amount: Generated<number | string>;
  mer_ter_fee: Generated<number | string>;
  cycle_key: Generated<string>;
  refunded_amount: Generated<number | string>;
  discount_reversed: Generated<number | string>;
  answer: string;
  created_at: string;
  updated_at: string;
}

export interface RedemptionReversalsTable {
  id: Generated<number>;
  redemption_id: number;
  refund_id: string;
  request_hash: string;
  refund_amount: number | string;
  discount_reversed: number | string;
  answer: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    integration_clients: IntegrationClientsTable;
    campaign_counters: CampaignCountersTable;
    customer_counters: CustomerCountersTable;
    redemptions: RedemptionsTable;
    redemption_reversals: RedemptionReversalsTable;
  }
}

export type IntegrationClientRow = Selectable<IntegrationClientsTable>;
export type RedemptionRow = Selectable<RedemptionsTable>;
