import type { FastifyInstance } from 'fastify';
import type { CampaignType } from '@console/contract/constants';
import type { Db } from '../../src/db/database';
import { callOk } from './app';

/** The details of a campaign that redeems: 10% of at least 100,000, at most 50,000, daily cycle. */
export const REDEEMABLE_DETAILS = {
  description: '',
  sponsorshipRate: 40,
  defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 100_000 },
  specialConditions: [],
  merTerSharedFee: 1_000,
  maxFundingPerTransaction: 0,
  qrTypes: ['portal', 'billing'],
  usageCycle: 'daily',
  periodType: 'both',
  voucherCode: '',
};

export interface CampaignRowOptions {
  /** `R-<n>` and the like: also gives the code key, name and search text. */
  code: string;
  type?: CampaignType;
  state?: string;
  start: string;
  end: string;
  bank?: string;
  merchant?: string;
  maxBudget: number | null;
  /** Over REDEEMABLE_DETAILS. */
  details?: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
}

/**
 * A campaign written straight into the table (running unless `state` says otherwise), for the
 * redemption tests and bench: a campaign's own life and approval belong to test/campaigns.
 */
export async function insertCampaign(db: Db, o: CampaignRowOptions): Promise<number> {
  const type = o.type ?? 'bank';
  const row = await db
    .insertInto('campaigns')
    .values({
      code: o.code,
      code_key: o.code.toLowerCase(),
      name: o.code,
      search_text: o.code.toLowerCase(),
      type,
      state: (o.state ?? 'running') as never,
      start_time: o.start,
      end_time: o.end,
      bank_code: type === 'bank' ? (o.bank ?? '970436') : '',
      merchant_code: type === 'merchant' ? (o.merchant ?? '') : '',
      max_budget: o.maxBudget,
      details: JSON.stringify({ ...REDEEMABLE_DETAILS, ...o.details }),
      submitted_by: null,
      created_by: o.createdBy,
      created_at: o.createdAt,
      updated_at: o.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A whole campaign as `campaigns.createFull` takes it, `fields` (name, code, times) over: 10% of
 * any amount up to 50,000, one use a cycle and two a campaign, 100 uses and 10,000,000 in all;
 * a bank campaign of bank 970436, a merchant campaign of M0002.
 */
export function campaignInput(type: CampaignType, fields: Record<string, unknown> = {}) {
  const byType =
    type === 'bank' ? { banks: ['970436'] } : type === 'merchant' ? { merchantCode: 'M0002' } : {};
  return {
    type,
    defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
    specialConditions: [],
    qrTypes: ['portal'],
    usesPerCycle: 1,
    usesPerCampaign: 2,
    totalUsageLimit: 100,
    maxBudget: 10_000_000,
    ...byType,
    ...fields,
  };
}

const DAY = 86_400_000;
let drafts = 0;

/** A draft campaign of the type starting in two days, made through the campaign calls. */
export async function draftCampaign(app: FastifyInstance, token: string, type: CampaignType) {
  drafts += 1;
  const tag = `${process.pid}-${drafts}`;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const input = campaignInput(type, {
    name: `Mer-ter ${type} ${tag}`,
    code: `MT-${type}-${tag}`,
    startTime: at(2 * DAY),
    endTime: at(5 * DAY),
  });
  return (await callOk(app, 'campaigns.createFull', input, { token })).item.id;
}
