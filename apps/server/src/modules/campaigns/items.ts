import { findBankByCode } from '@console/contract/banks';
import type {
  CampaignItem,
  CampaignRevision,
  CampaignRevisionChanges,
  CampaignSummary,
  ExtendBase,
} from '@console/contract/schemas/campaigns';
import { searchTextOf as foldedFields } from '@console/contract/search';
import type { CampaignRevisionRow, CampaignRow } from './campaigns.tables';

/** A campaign's row as the contract's summary and item, and the helpers its columns are kept by. */

/** What a campaign holds beyond the columns a list filters on (stored as one JSON text). */
export type CampaignDetails = Pick<
  CampaignItem,
  | 'description'
  | 'sponsorshipRate'
  | 'defaultCondition'
  | 'specialConditions'
  | 'merTerSharedFee'
  | 'maxFundingPerTransaction'
  | 'qrTypes'
  | 'usageCycle'
  | 'usesPerCycle'
  | 'usesPerCampaign'
  | 'totalUsageLimit'
  | 'periodType'
  | 'voucherCode'
>;

/** The details of a draft made from its header alone. */
export const EMPTY_DETAILS: CampaignDetails = {
  description: '',
  sponsorshipRate: 0,
  defaultCondition: null,
  specialConditions: [],
  merTerSharedFee: 0,
  maxFundingPerTransaction: 0,
  qrTypes: [],
  usageCycle: 'daily',
  usesPerCycle: null,
  usesPerCampaign: null,
  totalUsageLimit: null,
  periodType: 'both',
  voucherCode: '',
};

/** A time as the columns keep it: ISO in UTC. */
export const utc = (time: string) => new Date(time).toISOString();
export const searchTextOf = (name: string, code: string) => foldedFields([name, code]);
/** A bank as the campaign keeps it: its NAPAS id, whichever code was sent. */
export const bankIdOf = (code: string) => findBankByCode(code)?.bankId ?? code;

export function detailsOf(row: CampaignRow): CampaignDetails {
  return { ...EMPTY_DETAILS, ...(JSON.parse(row.details) as Partial<CampaignDetails>) };
}

export function toSummary(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    version: row.version,
    name: row.name,
    code: row.code,
    startTime: row.start_time,
    endTime: row.end_time,
    banks: row.bank_code ? [row.bank_code] : [],
    merchantCode: row.merchant_code,
    maxBudget: row.max_budget === null ? null : Number(row.max_budget),
    createdBy: row.created_by,
    updatedAt: row.updated_at,
  };
}

export function toItem(row: CampaignRow): CampaignItem {
  return {
    ...toSummary(row),
    ...detailsOf(row),
    merchantName: row.merchant_name,
    submittedBy: row.submitted_by_name,
    createdAt: row.created_at,
  };
}

export function toRevision(row: CampaignRevisionRow): CampaignRevision {
  return {
    id: row.id,
    changes: JSON.parse(row.changes) as CampaignRevisionChanges,
    previous: JSON.parse(row.previous) as ExtendBase,
    reason: row.reason,
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at,
  };
}
