import { beforeAll, describe, expect, it } from 'vitest';
import { campaignMachine } from '@console/contract/machines/campaign';
import { createPeerApp, PEERS_ENV, login, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * The campaign machine through its calls, on the real database and a test clock (set-up:
 * helpers/campaign-world.ts): the demo data's campaigns, a whole life per type, rejection, a late
 * approval or unlock, and the clock job on two servers.
 */
const NOW = '2030-03-01T00:00:00.000Z';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { world, clock, at, created, tick, run, full: state } = useCampaignWorld(NOW, PEERS_ENV);
let t: TestApp;
let supporter: string;
let manager: string;
beforeAll(() => {
  ({ t, supporter, manager } = world);
});

describe('the demo data', () => {
  it('has campaigns of each type in every state, each with the history that led there', async () => {
    const rows = await t.deps.db
      .selectFrom('campaigns')
      .select(['id', 'type', 'state'])
      .where('created_by', '=', 'supporter1')
      .execute();
    const seen = new Set(rows.map((r) => `${r.type}:${r.state}`));
    for (const type of ['bank', 'merchant', 'private']) {
      for (const state of campaignMachine.states)
        expect(seen, `${type}:${state}`).toContain(`${type}:${state}`);
    }
    const outOfDate = rows.find((r) => r.type === 'bank' && r.state === 'out_of_date')!;
    expect((await state(outOfDate.id)).history.map((h) => h.action).reverse()).toEqual([
      'submit',
      'approve',
      'start',
      'end',
    ]);
  });
});

describe('a campaign’s life', () => {
  it.each(['bank', 'merchant', 'private'] as const)(
    'of a %s campaign: draft, submit, approve, run, lock, unlock, stop, with its history',
    async (type) => {
      clock.set(NOW);
      const c = await created(type);
      expect(c.state).toBe('draft');
      expect(
        (await run('campaigns.submit', { id: c.id, version: c.version }, supporter)).statusCode,
      ).toBe(200);
      const approved = await run('campaigns.approve', { id: c.id }, manager);
      expect(approved.json().item.state).toBe('waiting');

      await tick(at(2 * DAY));
      expect((await state(c.id)).item.state).toBe('running');

      expect((await run('campaigns.lock', { id: c.id }, manager)).json().item.state).toBe('locked');
      expect((await run('campaigns.unlock', { id: c.id }, manager)).json().item.state).toBe(
        'running',
      );
      const stopped = await run('campaigns.stop', { id: c.id, reason: 'Hết ngân sách' }, manager);
      expect(stopped.json().item.state).toBe('out_of_date');

      const { history } = await state(c.id);
      expect(
        history.map((h) => `${h.action}:${h.from}->${h.to}:${h.actorName}:${h.reason}`).reverse(),
      ).toEqual([
        'submit:draft->pending:supporter1:',
        'approve:pending->waiting:manager01:',
        'start:waiting->running:system:',
        'lock:running->locked:manager01:',
        'unlock:locked->running:manager01:',
        'stop:running->out_of_date:manager01:Hết ngân sách',
      ]);
      // The clock's move keeps the time it was due, beside the time it was made.
      expect(history.find((h) => h.action === 'start')!.details).toEqual({ due: c.startTime });
      clock.set(NOW);
    },
  );

  it('reject with a reason, send back unchanged, cancel the submission', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    expectFieldErrors(await run('campaigns.reject', { id: c.id }, manager), [
      { path: 'reason', message: 'validation.reason_required' },
    ]);
    expect(
      (await run('campaigns.reject', { id: c.id, reason: 'Thiếu ngân hàng' }, manager)).json().item
        .state,
    ).toBe('rejected');
    expect((await run('campaigns.submitNoUpdate', { id: c.id }, supporter)).json().item.state).toBe(
      'pending',
    );
    expect((await run('campaigns.cancelSubmit', { id: c.id }, supporter)).json().item.state).toBe(
      'draft',
    );
  });

  it('an approval after the start lands in running; an unlock after the end, out of date', async () => {
    clock.set(NOW);
    const c = await created('private');
    await run('campaigns.submit', { id: c.id }, supporter);
    clock.set(at(3 * DAY));
    expect((await run('campaigns.approve', { id: c.id }, manager)).json().item.state).toBe(
      'running',
    );
    await run('campaigns.lock', { id: c.id }, manager);
    clock.set(at(4 * DAY));
    expect((await run('campaigns.unlock', { id: c.id }, manager)).json().item.state).toBe(
      'running',
    );
    await run('campaigns.lock', { id: c.id }, manager);
    // Past its end the clock ends a locked campaign too.
    await tick(at(5 * DAY));
    expect((await state(c.id)).item.state).toBe('out_of_date');
    clock.set(NOW);
  });

  it('an approval after the end is refused', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    clock.set(at(6 * DAY));
    expectFailure(await run('campaigns.approve', { id: c.id }, manager), 409, 'campaigns.ended');
    clock.set(NOW);
  });
});

describe('the clock job on two servers', () => {
  // Runs last, at a time later than every other test's: the recurring job's next run follows the
  // latest time it ran at.
  it('moves each campaign once', async () => {
    clock.set(NOW);
    const c = await created('bank', { startTime: at(20 * DAY), endTime: at(25 * DAY) });
    await run('campaigns.submit', { id: c.id }, supporter);
    await run('campaigns.approve', { id: c.id }, manager);
    const peer = await createPeerApp(t, { clock });
    try {
      clock.set(at(20 * DAY));
      // On PostgreSQL the two servers poll at the same moment. Two SQLite servers in one test
      // process take turns: a write of one waits synchronously on the other's open transaction,
      // which then cannot go on (separate processes, as in production, do not share that thread).
      const both = async () => {
        if (TEST_DB === 'postgres') {
          await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
        } else {
          await t.deps.jobs.runDue();
          await peer.deps.jobs.runDue();
        }
      };
      await both();
      await both();
      // Twenty days on, the morning's tokens have expired.
      world.risk = (await login(t.app, 'riskuser1')).access_token;
      const { item, history } = await state(c.id);
      expect(item.state).toBe('running');
      expect(history.filter((h) => h.action === 'start')).toHaveLength(1);
      // At its end, out of date once, the end kept as the time it was due.
      clock.set(at(25 * DAY));
      await both();
      await both();
      world.risk = (await login(t.app, 'riskuser1')).access_token;
      const ended = await state(c.id);
      expect(ended.item.state).toBe('out_of_date');
      expect(ended.history.filter((h) => h.action === 'end').map((h) => h.details)).toEqual([
        { due: at(25 * DAY) },
      ]);
    } finally {
      await peer.close();
      clock.set(NOW);
    }
  });
});
