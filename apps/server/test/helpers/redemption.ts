import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { TestClock } from '../../src/clock';
import { callOk, createTestApp, login, type TestApp } from './app';
import { insertCampaign } from './campaigns';

/** 12:00 in Vietnam: the redemption tests' clock, set again before each test. */
export const NOW = '2030-03-01T05:00:00.000Z';
export const DAY = 24 * 3_600_000;
export const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

export interface CampaignOptions {
  type?: CampaignType;
  state?: string;
  start?: string;
  end?: string;
  maxBudget?: number | null;
  details?: Record<string, unknown>;
  bank?: string;
  merchant?: string;
}

/** What a redemption test file's `beforeAll` made. */
export interface RedemptionWorld {
  t: TestApp;
  admin: string;
  manager: string;
  risk: string;
  /** The key of the integration client "Payments A" (bank, merchant and private campaigns). */
  key: string;
  clientId: number;
  /**
   * The key of "Payments B", the second tenant: bank campaigns only, so merchant and private
   * campaigns are outside its scope. A test of a client's own data checks B neither reads nor
   * changes A's (and the other way round).
   */
  otherKey: string;
  otherClientId: number;
  /** Terminal T1 of merchant RM1, which has T1, T2 and T3. */
  terminalId: number;
}

/**
 * The set-up of a redemption test file, its hooks registered: an app of its own on the test
 * clock, the admin, manager and risk officer signed in, two integration clients with different
 * scopes, and merchant RM1
 * with three terminals. `world` is filled once the file's `beforeAll` has run; the helpers read
 * it when called. Campaigns are written straight into the table in the running state (their own
 * life is tested in test/campaigns).
 */
export function useRedemptionWorld() {
  const clock = new TestClock(NOW);
  const world = {} as RedemptionWorld;
  let txCounter = 0;
  let codes = 0;
  const tx = () => `tx-${++txCounter}`;

  async function campaign(o: CampaignOptions = {}): Promise<number> {
    codes += 1;
    return insertCampaign(world.t.deps.db, {
      ...o,
      code: `R-${codes}`,
      start: o.start ?? at(-DAY),
      end: o.end ?? at(10 * DAY),
      merchant: o.merchant ?? 'RM1',
      maxBudget: o.maxBudget === undefined ? 10_000_000 : o.maxBudget,
      details: { usesPerCycle: 2, usesPerCampaign: 3, totalUsageLimit: 1000, ...o.details },
      createdBy: 'test',
      createdAt: at(-2 * DAY),
    });
  }

  /** A Redeem request of a new transaction at RM1's T1. */
  const body = (campaignId: number, overrides: Record<string, unknown> = {}) => ({
    campaignId,
    transactionId: tx(),
    amount: 200_000,
    merchantCode: 'RM1',
    terminalCode: 'T1',
    bankCode: '970436',
    qrType: 'portal',
    customerPhone: '0901000001',
    ...overrides,
  });

  const redeem = (input: Record<string, unknown>, token = world.key) =>
    callOk(world.t.app, 'redemption.expose.redeem', input, { token });

  async function reason(input: Record<string, unknown>) {
    const answer = await redeem(input);
    return answer.reason;
  }

  const budget = (id: number) =>
    callOk(world.t.app, 'campaigns.budget', { id }, { token: world.risk });

  const newClient = (input: Record<string, unknown>) =>
    callOk(world.t.app, 'redemption.clients.create', input, { token: world.admin });

  beforeAll(async () => {
    world.t = await createTestApp({}, { clock });
    const { t } = world;
    world.admin = (await login(t.app, 'admin001')).access_token;
    world.manager = (await login(t.app, 'manager01')).access_token;
    world.risk = (await login(t.app, 'riskuser1')).access_token;
    const created = await newClient({
      name: 'Payments A',
      campaignTypes: ['bank', 'merchant', 'private'],
    });
    world.key = created.key;
    world.clientId = created.item.id;
    const other = await newClient({ name: 'Payments B', campaignTypes: ['bank'] });
    world.otherKey = other.key;
    world.otherClientId = other.item.id;
    const merchant = await t.deps.db
      .insertInto('merchants')
      .values({ code: 'RM1', name: 'Merchant 1', search_text: 'merchant 1', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const terminals = await t.deps.db
      .insertInto('terminals')
      .values(
        ['T1', 'T2', 'T3'].map((code) => ({
          merchant_id: merchant.id,
          code,
          name: `Terminal ${code}`,
          created_at: NOW,
        })),
      )
      .returning('id')
      .execute();
    world.terminalId = terminals[0]!.id;
  });
  afterAll(() => world.t.close());
  beforeEach(() => clock.set(NOW));

  return { clock, world, tx, campaign, body, redeem, reason, budget, newClient };
}
