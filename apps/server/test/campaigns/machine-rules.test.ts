import { beforeAll, describe, expect, it } from 'vitest';
import { call, PEERS_ENV, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * The rules of the campaign machine through its calls, on the real database and a test clock
 * (set-up: helpers/campaign-world.ts): actions its states refuse, maker-checker, permissions, two
 * approvals at once, edits as of an older version, and no edit once submitted.
 */
const NOW = '2030-03-01T00:00:00.000Z';
const { world, clock, campaign, created, run, full: state } = useCampaignWorld(NOW, PEERS_ENV);
let t: TestApp;
let supporter: string;
let manager: string;
let admin: string;
let risk: string;
beforeAll(() => {
  ({ t, supporter, manager, admin, risk } = world);
});

describe('the rules of the machine', () => {
  it('refuses an action its state does not allow, with 409 campaigns.invalid_status', async () => {
    clock.set(NOW);
    const c = await created('bank');
    for (const id of [
      'campaigns.approve',
      'campaigns.lock',
      'campaigns.unlock',
      'campaigns.cancelSubmit',
    ]) {
      expectFailure(await run(id, { id: c.id }, admin), 409, 'campaigns.invalid_status');
    }
    expectFailure(
      await run('campaigns.stop', { id: c.id, reason: 'x' }, admin),
      409,
      'campaigns.invalid_status',
    );
    expectFailure(
      await run('campaigns.submitNoUpdate', { id: c.id }, admin),
      409,
      'campaigns.invalid_status',
    );
    expect((await state(c.id)).item.state).toBe('draft');
  });

  it('answers 404 campaigns.not_found for an action on a campaign that does not exist', async () => {
    clock.set(NOW);
    for (const id of ['campaigns.submit', 'campaigns.approve', 'campaigns.lock'] as const) {
      expectFailure(await run(id, { id: 999_999 }, admin), 404, 'campaigns.not_found');
    }
  });

  it('maker-checker: who submitted a version cannot approve it', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, admin);
    expectFailure(
      await run('campaigns.approve', { id: c.id }, admin),
      409,
      'campaigns.own_submission',
    );
    expect((await run('campaigns.approve', { id: c.id }, manager)).statusCode).toBe(200);
  });

  it('maker-checker: who sent a rejected campaign back unchanged cannot approve it', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    await run('campaigns.reject', { id: c.id, reason: 'Sửa lại' }, manager);
    expect((await run('campaigns.submitNoUpdate', { id: c.id }, admin)).statusCode).toBe(200);
    expectFailure(
      await run('campaigns.approve', { id: c.id }, admin),
      409,
      'campaigns.own_submission',
    );
    expect((await run('campaigns.approve', { id: c.id }, manager)).statusCode).toBe(200);
  });

  it('keeps each side to its permissions', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    expectFailure(
      await run('campaigns.approve', { id: c.id }, supporter),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await run('campaigns.submit', { id: c.id }, manager),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'campaigns.createFull', campaign('bank'), { token: risk }),
      403,
      'common.permission_denied',
    );
  });

  it('two managers approving at once: one approval and one 409', async () => {
    clock.set(NOW);
    const c = await created('merchant');
    const submitted = (await run('campaigns.submit', { id: c.id }, supporter)).json().item;
    const answers = await Promise.all([
      run('campaigns.approve', { id: c.id, version: submitted.version }, manager),
      run('campaigns.approve', { id: c.id, version: submitted.version }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { history } = await state(c.id);
    expect(history.filter((h) => h.action === 'approve')).toHaveLength(1);
  });

  it('an edit as of an older version is refused; a fresh one says which fields changed', async () => {
    clock.set(NOW);
    const c = await created('bank');
    const first = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code, name: 'Tên mới' }), id: c.id, version: c.version },
      { token: supporter },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code }), id: c.id, version: c.version },
      { token: supporter },
    );
    expectFailure(stale, 409, 'campaigns.stale_version');
    const { history, item } = await state(c.id);
    expect(item.version).toBe(c.version + 1);
    expect(history[0]).toMatchObject({ action: 'edit', from: 'draft', to: 'draft' });
    expect(history[0]!.details.changed).toEqual(['name']);
  });

  it('edits nothing once submitted', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    const res = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code }), id: c.id, version: c.version + 1 },
      { token: supporter },
    );
    expectFailure(res, 409, 'campaigns.invalid_status');
  });
});
