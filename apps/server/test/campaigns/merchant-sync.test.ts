import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * The merchant and terminal syncs of a campaign, and the merchant filter, on the real database and
 * a test clock (set-up: helpers/campaign-world.ts).
 */
const NOW = '2031-05-01T00:00:00.000Z';
const { world, clock, running, full, campaign, created } = useCampaignWorld(NOW);
let t: TestApp;
let supporter: string;
let manager: string;
let risk: string;
beforeAll(() => {
  ({ t, supporter, manager, risk } = world);
});

describe('syncing the merchant and its terminals', () => {
  it('adds the catalogue terminals the campaign lacks, keeps the ones it has, removes none', async () => {
    const id = await running('merchant', 'M0004');
    const merchant = await t.deps.db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'M0004')
      .executeTakeFirstOrThrow();
    const terminals = await t.deps.db
      .selectFrom('terminals')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .orderBy('id')
      .execute();
    // One terminal already there (as a mer-ter file would put it), locked; one of another merchant.
    const other = await t.deps.db
      .selectFrom('terminals')
      .select('id')
      .where('merchant_id', '<>', merchant.id)
      .executeTakeFirstOrThrow();
    const stamp = clock.now().toISOString();
    await t.deps.db
      .insertInto('campaign_terminals')
      .values([
        {
          campaign_id: id,
          terminal_id: terminals[0]!.id,
          status: 'locked',
          created_at: stamp,
          updated_at: stamp,
        },
        {
          campaign_id: id,
          terminal_id: other.id,
          status: 'open',
          created_at: stamp,
          updated_at: stamp,
        },
      ])
      .execute();

    const synced = await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().added).toBe(terminals.length - 1);
    const linked = await t.deps.db
      .selectFrom('campaign_terminals')
      .select(['terminal_id', 'status'])
      .where('campaign_id', '=', id)
      .orderBy('terminal_id')
      .execute();
    expect(linked).toHaveLength(terminals.length + 1);
    expect(linked.find((l) => l.terminal_id === terminals[0]!.id)?.status).toBe('locked');
    expect(linked.some((l) => l.terminal_id === other.id)).toBe(true);

    const again = await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter });
    expect(again.json().added).toBe(0);
    const { history } = await full(id);
    expect(history.slice(0, 2).map((h) => [h.action, h.actorName, h.details])).toEqual([
      ['syncTerminal', 'supporter1', { merchantCode: 'M0004', added: 0 }],
      ['syncTerminal', 'supporter1', { merchantCode: 'M0004', added: terminals.length - 1 }],
    ]);
  });

  it('refreshes the merchant’s name from the catalogue; a merchant gone is not found', async () => {
    const id = await running('merchant', 'M0005');
    expect((await full(id)).item.merchantName).toBe('Phở Đức Minh');
    await t.deps.db
      .updateTable('merchants')
      .set({ name: 'Phở Đức Minh 2' })
      .where('code', '=', 'M0005')
      .execute();
    const synced = await call(t.app, 'campaigns.syncMerchant', { id }, { token: supporter });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().item.merchantName).toBe('Phở Đức Minh 2');
    expect((await full(id)).history[0]).toMatchObject({
      action: 'syncMerchant',
      details: {
        changed: ['merchantName'],
        from: { merchantName: 'Phở Đức Minh' },
        to: { merchantName: 'Phở Đức Minh 2' },
      },
    });

    // A campaign whose merchant left the catalogue.
    await t.deps.db
      .updateTable('campaigns')
      .set({ merchant_code: 'M-GONE' })
      .where('id', '=', id)
      .execute();
    expectFailure(
      await call(t.app, 'campaigns.syncMerchant', { id }, { token: supporter }),
      404,
      'campaigns.merchant_not_found',
    );
    expectFailure(
      await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter }),
      404,
      'campaigns.merchant_not_found',
    );
  });

  it('in any state but out of date, by a supporter only', async () => {
    const id = await running('merchant', 'M0001');
    expectFailure(
      await call(t.app, 'campaigns.syncMerchant', { id }, { token: manager }),
      403,
      'common.permission_denied',
    );
    await call(t.app, 'campaigns.stop', { id, reason: 'Dừng' }, { token: manager });
    for (const route of ['campaigns.syncMerchant', 'campaigns.syncTerminal'] as const) {
      expectFailure(
        await call(t.app, route, { id }, { token: supporter }),
        409,
        'campaigns.invalid_status',
      );
    }
  });
});

describe('the merchant filter', () => {
  it('lists only the campaigns of the merchant chosen', async () => {
    await running('merchant', 'M0006');
    const res = await call(
      t.app,
      'campaigns.list',
      { merchant: 'M0006', pageSize: 100 },
      { token: risk },
    );
    const { list } = answerOf('campaigns.list', res);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.merchantCode === 'M0006' && c.type === 'merchant')).toBe(true);
    const none = await call(t.app, 'campaigns.list', { merchant: 'M9999' }, { token: risk });
    expect(none.json()).toMatchObject({ total: 0, list: [] });
  });

  it('finds merchants by a keyword with LIKE’s wildcards taken literally', async () => {
    const all = await call(t.app, 'merchants.list', { keyword: '%' }, { token: risk });
    expect(all.json()).toMatchObject({ total: 0 });
    const campaigns = await call(t.app, 'campaigns.list', { keyword: '_' }, { token: risk });
    expect(campaigns.json()).toMatchObject({ total: 0 });
  });
});

describe('the merchant a campaign names', () => {
  it('is named from the catalogue when a draft is made or moved to another, and a bank campaign names none', async () => {
    clock.set(NOW);
    const names = Object.fromEntries(
      (await t.deps.db.selectFrom('merchants').select(['code', 'name']).execute()).map((m) => [
        m.code,
        m.name,
      ]),
    );
    const draft = await created('merchant', { merchantCode: 'M0005' });
    expect(draft.merchantName).toBe(names.M0005);
    const moved = await call(
      t.app,
      'campaigns.edit',
      {
        ...campaign('merchant', { code: draft.code, merchantCode: 'M0004' }),
        id: draft.id,
        version: draft.version,
      },
      { token: supporter },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await full(draft.id)).item.merchantName).toBe(names.M0004);
    expect(names.M0004).not.toBe(names.M0005);
    expect((await created('bank')).merchantName).toBe('');
  });
});
