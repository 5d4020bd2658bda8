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

  it('keeps only what moves, its end in UTC, and says which value was too low', async () => {
    const id = await running();
    // The end a day later written in Vietnam's time, and a budget and a limit sent as they are.
    const later = new Date(Date.parse(at(11 * DAY)) + 7 * 3_600_000)
      .toISOString()
      .replace('.000Z', '+07:00');
    const asked = await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Một ngày', endTime: later, maxBudget: 10_000_000, totalUsageLimit: 100 },
      { token: supporter },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().pendingRevision.changes).toEqual({ endTime: at(11 * DAY) });
    expect((await full(id)).history[0]!.details).toEqual({
      changed: ['endTime'],
      from: { endTime: at(10 * DAY) },
      to: { endTime: at(11 * DAY) },
    });
    await call(t.app, 'campaigns.rejectExtension', { id, reason: 'Không' }, { token: manager });
    // The decided revision is kept as rejected, beside the campaign.
    const kept = await t.deps.db
      .selectFrom('campaign_revisions')
      .select('state')
      .where('campaign_id', '=', id)
      .execute();
    expect(kept.map((r) => r.state)).toEqual(['rejected']);

    const lower = expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Sớm hơn', endTime: at(9 * DAY), maxBudget: 20_000_000 },
        { token: supporter },
      ),
      409,
      'campaigns.extend_less',
    );
    expect(lower.errors).toEqual([
      expect.objectContaining({ path: 'endTime', message: 'validation.campaign_extend_less' }),
    ]);
  });

  it('answers 404 campaigns.not_found for a campaign that does not exist', async () => {
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id: 999_999, reason: 'x', endTime: at(11 * DAY) },
        { token: supporter },
      ),
      404,
      'campaigns.not_found',
    );
    for (const action of ['campaigns.approveExtension', 'campaigns.rejectExtension'] as const) {
      expectFailure(
        await call(t.app, action, { id: 999_999, reason: 'x' }, { token: manager }),
        404,
        'campaigns.not_found',
      );
    }
  });
});
