import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFailure } from '../helpers/expect';
import { xlsx } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * A private campaign's customers through the mer-ter calls, on the real database (set-up:
 * helpers/merter-world.ts): listed by phone and status, locked and opened with history, and where
 * each may redeem.
 */
const { world, files, uploaded } = useMerterWorld();
let t: TestApp;
let supporter: string;
let risk: string;
beforeAll(() => {
  ({ t, supporter, risk } = world);
});

describe('a private campaign’s customers', () => {
  let campaignId: number;
  beforeAll(async () => {
    campaignId = await draftCampaign(t.app, supporter, 'private');
    const at = new Date().toISOString();
    await t.deps.db
      .insertInto('campaign_customers')
      .values(
        ['0912345678', '0987654321', '0900000001'].map((phone) => ({
          campaign_id: campaignId,
          phone,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    const file = await uploaded(campaignId, await xlsx([['M0005', 'M0005-T01']]));
    await t.deps.jobs.runDue();
    // The file processed and applied: the tests below read the campaign's terminal.
    const [processed] = await files(campaignId);
    expect(processed).toMatchObject({ id: file.id, status: 'done', valid: 1 });
    const applied = await call(t.app, 'merter.apply', { fileId: file.id }, { token: supporter });
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('lists them by phone and status', async () => {
    const all = await call(t.app, 'merter.customers', { campaignId }, { token: risk });
    expect(all.json()).toMatchObject({ success: true, total: 3 });
    const some = await call(
      t.app,
      'merter.customers',
      { campaignId, keyword: '0912.345' },
      { token: risk },
    );
    expect(some.json().list).toEqual([
      expect.objectContaining({ phone: '0912345678', status: 'open' }),
    ]);
  });

  it('locks one by phone as typed (+84, spaces), once, with history; where he may redeem', async () => {
    const where = async () =>
      (
        await call(
          t.app,
          'merter.customerTerminals',
          { campaignId, phone: '0912345678' },
          { token: risk },
        )
      ).json();
    expect(await where()).toMatchObject({ total: 1, customerStatus: 'open' });
    const lock = { campaignId, phone: '+84 912 345 678', status: 'locked' };
    const res = await call(t.app, 'merter.changeCustomer', lock, { token: supporter });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ phone: '0912345678', status: 'locked' });
    expectFailure(
      await call(t.app, 'merter.changeCustomer', lock, { token: supporter }),
      409,
      'merter.customer_already_locked',
    );
    expect(await where()).toMatchObject({ total: 0, list: [], customerStatus: 'locked' });
    const open = { ...lock, phone: '84912345678', status: 'open' };
    expect(
      (await call(t.app, 'merter.changeCustomer', open, { token: supporter })).statusCode,
    ).toBe(200);
    expectFailure(
      await call(t.app, 'merter.changeCustomer', open, { token: supporter }),
      409,
      'merter.customer_already_opened',
    );
    const history = await t.deps.db
      .selectFrom('transitions')
      .select(['action', 'to_state'])
      .where('machine', '=', 'campaign_customer')
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'lock', to_state: 'locked' },
      { action: 'open', to_state: 'open' },
    ]);
  });

  it('refuses a phone that is not one, and one not in the campaign', async () => {
    const bad = await call(
      t.app,
      'merter.changeCustomer',
      { campaignId, phone: '12ab', status: 'locked' },
      { token: supporter },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'phone', message: 'validation.invalid_phone' }),
    ]);
    expectFailure(
      await call(
        t.app,
        'merter.changeCustomer',
        { campaignId, phone: '0911111111', status: 'locked' },
        { token: supporter },
      ),
      404,
      'merter.customer_not_found',
    );
  });
});
