import { beforeAll, describe, expect, it } from 'vitest';
import { call, PEERS_ENV, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * What a campaign must be, through its calls, on the real database and a test clock (set-up:
 * helpers/campaign-world.ts): its times, special times and code, and a draft from its header
 * alone whole before it is submitted.
 */
const NOW = '2030-03-01T00:00:00.000Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { world, clock, at, campaign, created, run, full: state } = useCampaignWorld(NOW, PEERS_ENV);
let t: TestApp;
let supporter: string;
let manager: string;
beforeAll(() => {
  ({ t, supporter, manager } = world);
});

describe('what a campaign must be', () => {
  it('refuses a start before now, and a 12-hour campaign, naming the field', async () => {
    clock.set(NOW);
    expectFieldErrors(
      await call(t.app, 'campaigns.createFull', campaign('bank', { startTime: at(-HOUR) }), {
        token: supporter,
      }),
      [{ path: 'startTime', message: 'validation.campaign_start_past' }],
    );
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.createFull',
        campaign('bank', { endTime: at(2 * DAY + 12 * HOUR) }),
        {
          token: supporter,
        },
      ),
      [{ path: 'endTime', message: 'validation.campaign_min_length' }],
    );
  });

  it('refuses overlapping special times', async () => {
    const special = { discountRate: 20, maxDiscountAmount: 60_000, minTransactionAmount: 0 };
    const res = await call(
      t.app,
      'campaigns.createFull',
      campaign('bank', {
        specialConditions: [
          { ...special, startTime: at(2 * DAY), endTime: at(3 * DAY) },
          { ...special, startTime: at(2 * DAY + HOUR), endTime: at(4 * DAY) },
        ],
      }),
      { token: supporter },
    );
    expectFieldErrors(res, [
      { path: 'specialConditions.1.startTime', message: 'validation.campaign_special_overlap' },
    ]);
  });

  it('takes a voucher code of letters, digits, hyphen and underscore, kept as typed, or none', async () => {
    expectFieldErrors(
      await call(t.app, 'campaigns.createFull', campaign('bank', { voucherCode: 'SUMMER 26' }), {
        token: supporter,
      }),
      [{ path: 'voucherCode', message: 'validation.code_rule' }],
    );
    const res = await call(
      t.app,
      'campaigns.createFull',
      campaign('bank', { voucherCode: ' Summer_26-b ' }),
      { token: supporter },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.voucherCode).toBe('Summer_26-b');
    expect((await created('bank')).voucherCode).toBe('');
  });

  it('refuses a second campaign with the same code in any case', async () => {
    const c = await created('bank');
    expectFailure(
      await call(t.app, 'campaigns.createFull', campaign('bank', { code: c.code.toLowerCase() }), {
        token: supporter,
      }),
      409,
      'campaigns.duplicate_code',
    );
  });

  it('a draft from its header alone cannot be submitted until it is whole', async () => {
    clock.set(NOW);
    const header = await call(
      t.app,
      'campaigns.create',
      {
        type: 'bank',
        name: 'Chỉ có tiêu đề',
        code: 'HEADER-ONLY',
        startTime: at(DAY),
        endTime: at(3 * DAY),
      },
      { token: supporter },
    );
    expect(header.statusCode, header.body).toBe(200);
    const { id } = header.json().item;
    expectFieldErrors(await run('campaigns.submit', { id }, supporter), [
      { path: 'banks', message: 'validation.campaign_one_bank' },
      { path: 'qrTypes', message: 'validation.campaign_qr_required' },
    ]);
    expect((await state(id)).item.state).toBe('draft');
  });

  it('a draft whose start has passed cannot be sent for approval; one at its start exactly can', async () => {
    clock.set(NOW);
    const { id } = await created('bank'); // starts at NOW + 2 days
    clock.set(at(2 * DAY + 1_000));
    expectFieldErrors(await run('campaigns.submit', { id }, supporter), [
      { path: 'startTime', message: 'validation.campaign_start_past' },
    ]);
    expect((await state(id)).item.state).toBe('draft');
    clock.set(at(2 * DAY));
    expect((await run('campaigns.submit', { id }, supporter)).statusCode).toBe(200);
    expect((await state(id)).item.state).toBe('pending');
  });

  it('a rejected campaign whose start has passed cannot be sent again unchanged', async () => {
    clock.set(NOW);
    const { id } = await created('bank');
    expect((await run('campaigns.submit', { id }, supporter)).statusCode).toBe(200);
    const rejected = await run('campaigns.reject', { id, reason: 'Sai ngân hàng' }, manager);
    expect(rejected.statusCode, rejected.body).toBe(200);
    clock.set(at(2 * DAY + 1_000));
    expectFieldErrors(await run('campaigns.submitNoUpdate', { id }, supporter), [
      { path: 'startTime', message: 'validation.campaign_start_past' },
    ]);
    expect((await state(id)).item.state).toBe('rejected');
  });
});
