import { beforeAll, describe, expect, it } from 'vitest';
import { runClock } from '../../src/modules/campaigns/clock.service';
import { call, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { useCampaignWorld } from '../helpers/campaign-world';

/**
 * Extensions of live campaigns, on the real database and a test clock (set-up:
 * helpers/campaign-world.ts): maker-checker, never less, the live version running meanwhile, and
 * two approvals at once.
 */
const NOW = '2031-05-01T00:00:00.000Z';
const DAY = 86_400_000;
const { world, clock, at, running, full } = useCampaignWorld(NOW);
let t: TestApp;
let supporter: string;
let manager: string;
let admin: string;
beforeAll(() => {
  ({ t, supporter, manager, admin } = world);
});

describe('an extension of a running campaign', () => {
  it('waits beside the live version, and the manager’s approval applies it', async () => {
    const id = await running();
    const before = await full(id);
    expect(before.item.state).toBe('running');
    const asked = await call(
      t.app,
      'campaigns.extend',
      {
        id,
        version: before.item.version,
        reason: 'Khách hàng đông',
        endTime: at(20 * DAY),
        maxBudget: 20_000_000,
        totalUsageLimit: 200,
      },
      { token: supporter },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().pendingRevision).toMatchObject({
      changes: { endTime: at(20 * DAY), maxBudget: 20_000_000, totalUsageLimit: 200 },
      previous: { endTime: at(10 * DAY), maxBudget: 10_000_000, totalUsageLimit: 100 },
      requestedBy: 'supporter1',
      reason: 'Khách hàng đông',
    });
    // The live version runs on unchanged until a manager approves.
    const meanwhile = await full(id);
    expect(meanwhile.item).toMatchObject({
      state: 'running',
      version: before.item.version,
      endTime: at(10 * DAY),
      maxBudget: 10_000_000,
    });
    // One extension at a time.
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Lần hai', endTime: at(30 * DAY) },
        { token: supporter },
      ),
      409,
      'campaigns.extension_pending',
    );

    const approved = await call(t.app, 'campaigns.approveExtension', { id }, { token: manager });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().item).toMatchObject({
      state: 'running',
      endTime: at(20 * DAY),
      maxBudget: 20_000_000,
      totalUsageLimit: 200,
      usesPerCampaign: 2,
      version: before.item.version + 1,
    });
    const after = await full(id);
    expect(after.pendingRevision).toBeNull();
    expect(after.history.slice(0, 2).map((h) => [h.action, h.from, h.to, h.actorName])).toEqual([
      ['approveExtension', 'running', 'running', 'manager01'],
      ['extend', 'running', 'running', 'supporter1'],
    ]);
    expect(after.history[0]!.details).toEqual({
      changed: ['endTime', 'maxBudget', 'totalUsageLimit'],
      from: { endTime: at(10 * DAY), maxBudget: 10_000_000, totalUsageLimit: 100 },
      to: { endTime: at(20 * DAY), maxBudget: 20_000_000, totalUsageLimit: 200 },
    });
    // The clock ends it at the new end, not the old one.
    clock.set(at(10 * DAY));
    await runClock(t.deps.db, clock.now());
    expect((await full(id)).item.state).toBe('running');
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: manager }),
      409,
      'campaigns.no_extension',
    );
  });

  it('a rejection says why and leaves the campaign as it was', async () => {
    const id = await running('bank');
    const before = await full(id);
    await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Thêm lượt', usesPerCampaign: 5, totalUsageLimit: 500 },
      { token: supporter },
    );
    expectFieldErrors(await call(t.app, 'campaigns.rejectExtension', { id }, { token: manager }), [
      { path: 'reason', message: 'validation.reason_required' },
    ]);
    const rejected = await call(
      t.app,
      'campaigns.rejectExtension',
      { id, reason: 'Chưa cần' },
      { token: manager },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await full(id);
    expect(after.pendingRevision).toBeNull();
    expect(after.item).toMatchObject({ version: before.item.version, usesPerCampaign: 2 });
    expect(after.history[0]).toMatchObject({
      action: 'rejectExtension',
      actorName: 'manager01',
      reason: 'Chưa cần',
      details: { changed: ['totalUsageLimit', 'usesPerCampaign'] },
    });
    // Once rejected, another may be asked for.
    expect(
      (
        await call(
          t.app,
          'campaigns.extend',
          { id, reason: 'Lại', endTime: at(12 * DAY) },
          { token: supporter },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('maker-checker: who asked for it cannot approve it, even an admin', async () => {
    const id = await running();
    const asked = await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Admin hỏi', endTime: at(15 * DAY) },
      { token: admin },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: admin }),
      409,
      'campaigns.own_extension',
    );
    expect(
      (await call(t.app, 'campaigns.approveExtension', { id }, { token: manager })).statusCode,
    ).toBe(200);
  });

  it('never less: an earlier end, a smaller budget or lower limits are refused, and so is no change', async () => {
    const id = await running();
    for (const lower of [
      { endTime: at(9 * DAY) },
      { maxBudget: 9_000_000 },
      { totalUsageLimit: 99 },
      { usesPerCampaign: 1 },
    ]) {
      expectFailure(
        await call(
          t.app,
          'campaigns.extend',
          { id, reason: 'Giảm', ...lower },
          { token: supporter },
        ),
        409,
        'campaigns.extend_less',
      );
    }
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Như cũ', endTime: at(10 * DAY), totalUsageLimit: 100 },
        { token: supporter },
      ),
      [{ path: '', message: 'validation.campaign_extend_nothing' }],
    );
    // Higher limits must still keep their rules: per cycle not above per campaign.
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Chu kỳ', usesPerCycle: 3 },
        { token: supporter },
      ),
      [{ path: 'usesPerCycle', message: 'validation.campaign_cycle_above_campaign' }],
    );
    expectFieldErrors(
      await call(t.app, 'campaigns.extend', { id, endTime: at(11 * DAY) }, { token: supporter }),
      [{ path: 'reason', message: 'validation.reason_required' }],
    );
    expect((await full(id)).pendingRevision).toBeNull();
  });

  it('only from waiting or running, by a supporter; decided by a manager', async () => {
    const id = await running();
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'x', endTime: at(11 * DAY) },
        { token: manager },
      ),
      403,
      'common.permission_denied',
    );
    await call(t.app, 'campaigns.lock', { id }, { token: manager });
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'x', endTime: at(11 * DAY) },
        { token: supporter },
      ),
      409,
      'campaigns.invalid_status',
    );
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: supporter }),
      403,
      'common.permission_denied',
    );
  });

  it('two managers approving at once: one approval and one 409', async () => {
    const id = await running();
    await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Đua', maxBudget: 30_000_000 },
      { token: supporter },
    );
    const other = (await login(t.app, 'admin001')).access_token;
    const answers = await Promise.all([
      call(t.app, 'campaigns.approveExtension', { id }, { token: manager }),
      call(t.app, 'campaigns.approveExtension', { id }, { token: other }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { history, item } = await full(id);
    expect(item.maxBudget).toBe(30_000_000);
    expect(history.filter((h) => h.action === 'approveExtension')).toHaveLength(1);
  });
});
