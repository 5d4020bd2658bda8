import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, PEERS_ENV, type TestApp } from '../helpers/app';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * Campaign lists, budgets and the merchant picker through their calls, on the real database and a
 * test clock (set-up: helpers/campaign-world.ts).
 */
const NOW = '2030-03-01T00:00:00.000Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { world, clock, at, created } = useCampaignWorld(NOW, PEERS_ENV);
let t: TestApp;
let risk: string;
beforeAll(() => {
  ({ t, risk } = world);
});

describe('lists and budgets', () => {
  it('filters by keyword (any case, any accents), type, state, time range and bank', async () => {
    clock.set(NOW);
    const named = await created('bank', { name: 'Tết Nguyên Đán' });
    const list = async (q: Record<string, unknown>) => {
      return callOk(t.app, 'campaigns.list', { pageSize: 100, ...q }, { token: risk });
    };
    expect((await list({ keyword: 'tet nguyen dan' })).list.map((c) => c.id)).toEqual([named.id]);
    expect((await list({ type: 'merchant' })).list.every((c) => c.type === 'merchant')).toBe(true);
    expect((await list({ state: 'draft' })).list.every((c) => c.state === 'draft')).toBe(true);
    expect((await list({ bank: '970436' })).list.map((c) => c.id)).toContain(named.id);
    expect((await list({ from: at(10 * DAY) })).list.map((c) => c.id)).not.toContain(named.id);
    expect(
      (await list({ from: at(4 * DAY), to: at(4 * DAY + HOUR) })).list.map((c) => c.id),
    ).toContain(named.id);
  });

  it('answers the budget used and left from the live counters', async () => {
    const c = await created('private', { maxBudget: 9_999_999_999_000 });
    // What redemptions have spent lives in their counters (docs/decisions/redemption.md).
    await t.deps.db
      .insertInto('campaign_counters')
      .values({
        campaign_id: c.id,
        max_budget: 9_999_999_999_000,
        max_uses: 100,
        budget_used: 1_000_000,
        uses: 3,
      })
      .execute();
    const res = await call(t.app, 'campaigns.budget', { id: c.id }, { token: risk });
    expect(res.json()).toEqual({
      success: true,
      maxBudget: 9_999_999_999_000,
      used: '1000000',
      remaining: '9999998999000',
      uses: 3,
      totalUsageLimit: 100,
    });
  });

  it('lists merchants with their terminal counts, found without accents', async () => {
    const res = await call(t.app, 'merchants.list', { keyword: 'sieu thi' }, { token: risk });
    expect(res.json()).toMatchObject({
      total: 1,
      list: [{ code: 'M0002', name: 'Siêu thị Hoà Bình', terminalCount: 8 }],
    });
  });
});
