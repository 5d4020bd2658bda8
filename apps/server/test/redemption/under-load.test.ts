import { beforeAll, describe, expect, it } from 'vitest';
import { redemptionRepository } from '../../src/modules/redemption/redemption.repository';
import type { TestApp } from '../helpers/app';
import { NOW, useRedemptionWorld } from '../helpers/redemption';

/**
 * Redemptions at once, on the real database (both, by project) and a test clock: a budget that
 * runs out under fifty redemptions, replays of one transaction, and the write's own checks and
 * constraint when the reads before it are stale (set-up: helpers/redemption.ts).
 */
const { world, tx, campaign, body, redeem, reason, budget } = useRedemptionWorld();
let t: TestApp;
let clientId: number;
beforeAll(() => {
  ({ t, clientId } = world);
});

describe('under load', () => {
  it('fifty redemptions at once on a budget for twelve: exactly twelve applied', async () => {
    const id = await campaign({ maxBudget: 240_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        redeem(body(id, { customerPhone: `09020000${String(i).padStart(2, '0')}` })),
      ),
    );
    const applied = answers.filter((a) => a.decision === 'applied');
    expect(applied).toHaveLength(12);
    expect(answers.filter((a) => a.reason === 'budget_exhausted')).toHaveLength(38);
    expect(await budget(id)).toMatchObject({ used: '240000', uses: 12, remaining: '0' });
    const rows = await t.deps.db
      .selectFrom('redemptions')
      .select(['state'])
      .where('campaign_id', '=', id)
      .execute();
    expect(rows.filter((r) => r.state === 'applied')).toHaveLength(12);
  });

  it('twenty replays of one transaction at once redeem it once', async () => {
    const id = await campaign();
    const input = body(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(input)));
    expect(answers.every((a) => a.decision === 'applied' && a.discount === 20_000)).toBe(true);
    expect(answers.filter((a) => !a.replayed).length).toBeGreaterThanOrEqual(1);
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
  });

  it('a limit reached in the write gives back the customer uses taken before it', async () => {
    const id = await campaign({
      maxBudget: 30_000,
      details: { usesPerCycle: 1, usesPerCampaign: 1 },
    });
    expect((await redeem(body(id))).discount).toBe(20_000);
    const phone = '0901000021';
    expect(await reason(body(id, { customerPhone: phone }))).toBe('budget_exhausted');
    // Had the refused write kept this customer's cycle and campaign uses, this would be refused.
    expect((await redeem(body(id, { customerPhone: phone, amount: 100_000 }))).discount).toBe(
      10_000,
    );
    const mine = await t.deps.db
      .selectFrom('customer_counters')
      .select(['period', 'used'])
      .where('campaign_id', '=', id)
      .where('phone', '=', phone)
      .orderBy('period')
      .execute();
    expect(mine.map((m) => m.used)).toEqual([1, 1]);
    expect(await budget(id)).toMatchObject({ used: '30000', uses: 2 });
  });

  it('the write refuses a campaign that stopped after the checks, writing nothing', async () => {
    const id = await campaign();
    await t.deps.db
      .updateTable('campaigns')
      .set({ state: 'stopped' as never })
      .where('id', '=', id)
      .execute();
    const row = {
      client_id: clientId,
      credential_id: 0,
      transaction_id: tx(),
      request_hash: 'h',
      campaign_id: id,
      state: 'applied' as const,
      phone: '0901000031',
      merchant_code: 'RM1',
      terminal_code: 'T1',
      amount: 200_000,
      discount: 20_000,
      answer: '{}',
      created_at: NOW,
      updated_at: NOW,
    };
    const take = {
      campaignId: id,
      phone: row.phone,
      cycle: 'd:2030-03-01',
      cycleMax: 2,
      campaignMax: 3,
      discount: 20_000,
      maxBudget: 10_000_000,
      maxUses: 1000,
    };
    expect(await redemptionRepository.take(t.deps.db, take, row)).toBe('campaign_not_running');
    const written = await t.deps.db
      .selectFrom('customer_counters')
      .select('used')
      .where('campaign_id', '=', id)
      .execute();
    expect(written).toEqual([]);
    const rows = await t.deps.db
      .selectFrom('redemptions')
      .select('id')
      .where('campaign_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the check constraint refuses an overspend whatever the code does', async () => {
    const id = await campaign({ maxBudget: 50_000 });
    await redeem(body(id));
    await expect(
      t.deps.db
        .updateTable('campaign_counters')
        .set({ budget_used: 60_000 })
        .where('campaign_id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});
