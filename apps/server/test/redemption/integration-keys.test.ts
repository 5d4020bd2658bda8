import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { NOW, useRedemptionWorld } from '../helpers/redemption';

/**
 * The integration keys of the CampaignExpose calls, on the real database (both, by project) and a
 * test clock: required, listed, shown once, rotated and revoked, each client kept to its own
 * transactions, managed by an admin only (set-up: helpers/redemption.ts).
 */
const { world, campaign, body, redeem, newClient } = useRedemptionWorld();
let t: TestApp;
let admin: string;
let manager: string;
let key: string;
let otherKey: string;
beforeAll(() => {
  ({ t, admin, manager, key, otherKey } = world);
});

describe('integration keys', () => {
  it('are required: none, a wrong one, an employee session all get 401', async () => {
    const id = await campaign();
    expect((await call(t.app, 'redemption.expose.redeem', body(id))).statusCode).toBe(401);
    const wrong = key.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    const res = await call(t.app, 'redemption.expose.redeem', body(id), { token: wrong });
    expectFailure(res, 401, 'auth.unauthenticated');
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: admin })).statusCode,
    ).toBe(401);
  });

  it('are listed in pages, each with the whole total', async () => {
    for (let n = 1; n <= 11; n++) await newClient({ name: `Paged ${n}`, campaignTypes: ['bank'] });
    const list = (input: { page: number; pageSize: number }) =>
      call(t.app, 'redemption.clients.list', input, { token: admin }).then((r) => r.json());
    const all = await list({ page: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(11);
    expect(all.list).toHaveLength(all.total);
    const pages = Math.ceil(all.total / 10);
    // A full page, the last (short) page, and an empty page past the end.
    expect(await list({ page: 1, pageSize: 10 })).toMatchObject({
      total: all.total,
      list: all.list.slice(0, 10),
    });
    expect(await list({ page: pages, pageSize: 10 })).toMatchObject({
      total: all.total,
      list: all.list.slice((pages - 1) * 10),
    });
    expect(await list({ page: pages + 1, pageSize: 10 })).toMatchObject({
      total: all.total,
      list: [],
    });
  });

  it('are shown once; a rotated key replaces the old one, a revoked one stops', async () => {
    const c = await newClient({ name: 'Rotating', campaignTypes: ['bank'] });
    const id = await campaign();
    expect((await redeem(body(id), c.key)).decision).toBe('applied');
    const list = await call(t.app, 'redemption.clients.list', {}, { token: admin });
    expect(JSON.stringify(list.json())).not.toContain(c.key);
    const listed = answerOf('redemption.clients.list', list).list;
    expect(listed.find((x) => x.id === c.item.id)!.lastUsedAt).toBe(NOW);

    const rotated = await call(
      t.app,
      'redemption.clients.rotate',
      { id: c.item.id },
      { token: admin },
    );
    const newKey = answerOf('redemption.clients.rotate', rotated).key;
    expect(newKey).not.toBe(c.key);
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: c.key })).statusCode,
    ).toBe(401);
    expect((await redeem(body(id), newKey)).decision).toBe('applied');

    const revoked = await call(
      t.app,
      'redemption.clients.revoke',
      { id: c.item.id },
      { token: admin },
    );
    expect(revoked.json().item.revokedAt).toBe(NOW);
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: newKey })).statusCode,
    ).toBe(401);
    expectFailure(
      await call(t.app, 'redemption.clients.rotate', { id: c.item.id }, { token: admin }),
      409,
      'redemption.client_revoked',
    );
    // A client that does not exist.
    for (const id of ['redemption.clients.rotate', 'redemption.clients.revoke'] as const) {
      expectFailure(
        await call(t.app, id, { id: 999_999 }, { token: admin }),
        404,
        'redemption.client_not_found',
      );
    }
  });

  it('keep each client to its own transactions', async () => {
    const id = await campaign();
    const input = body(id);
    expect((await redeem(input)).decision).toBe('applied');
    const seen = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: otherKey },
    );
    expectFailure(seen, 404, 'redemption.not_found');
    const reversed = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId },
      { token: otherKey },
    );
    expectFailure(reversed, 404, 'redemption.not_found');
    // The same transaction id is the other client's own: a redemption of its own.
    expect((await redeem({ ...input, customerPhone: '0901000099' }, otherKey)).replayed).toBe(
      false,
    );
    const mine = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: key },
    );
    // B's refused reversal left A's redemption as it was.
    expect(mine.json().item).toMatchObject({
      clientName: 'Payments A',
      customerPhone: '0901000001',
      state: 'applied',
      discountReversed: 0,
    });
  });

  it('are managed by an admin only', async () => {
    expectFailure(
      await call(
        t.app,
        'redemption.clients.create',
        { name: 'x', campaignTypes: ['bank'] },
        { token: manager },
      ),
      403,
      'common.permission_denied',
    );
    expectFieldErrors(
      await call(t.app, 'redemption.clients.create', { name: ' ' }, { token: admin }),
      [
        { path: 'name', message: 'validation.required' },
        { path: 'campaignTypes', message: 'validation.redemption_scope_required' },
      ],
    );
  });
});
