import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createPeerApp, type TestApp } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { readXlsx, xlsx } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * Mer-ter files through their calls, on the real database (set-up: helpers/merter-world.ts):
 * upload, background processing by the jobs home, the result file, apply, the campaign's terminals
 * locked and opened, a 5000-row file, and two servers processing each file once.
 */
const { world, files, uploaded, download } = useMerterWorld();
let t: TestApp;
let supporter: string;
let risk: string;
let admin: string;
beforeAll(() => {
  ({ t, supporter, risk, admin } = world);
});

describe('a file with good and bad rows', () => {
  let campaignId: number;
  let fileId: number;

  it('is queued pending with its row count, processed in the background, counted, and answers a result file', async () => {
    campaignId = await draftCampaign(t.app, supporter, 'merchant'); // merchant M0002
    const bytes = await xlsx([
      ['M0002', 'M0002-T01'],
      ['M0002', 'M0002-T02'],
      ['M0002', 'M0002-T01'], // duplicate
      ['M0001', 'M0001-T01'], // not the campaign's merchant
      ['M9999', 'X-T01'], // no such merchant
      ['M0002', 'M0002-T99'], // no such terminal
      ['M0002', 'M0001-T02'], // another merchant's terminal
      ['', 'M0002-T03'], // merchant missing
      ['M0002', ''], // terminal missing
      ['', ''], // blank: skipped
      ['M0002', 'M0002-T03'],
    ]);
    const item = await uploaded(campaignId, bytes, 'danh-sách.xlsx');
    expect(item).toMatchObject({ status: 'pending', total: 10 });
    fileId = item.id;
    await t.deps.jobs.runDue();
    const [file] = await files(campaignId);
    expect(file).toMatchObject({
      id: fileId,
      status: 'done',
      total: 10,
      processed: 10,
      valid: 3,
      invalid: 7,
    });
    // The result file: the rows and why each refused one was refused. (In the same test as the
    // processing that decides them: a mutation run reruns only the tests that reach the code.)
    const res = await download(fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Merchant code', 'Terminal code', 'Result']);
    expect(rows.slice(1)).toEqual([
      ['M0002', 'M0002-T01', 'Valid'],
      ['M0002', 'M0002-T02', 'Valid'],
      ['M0002', 'M0002-T01', 'Duplicate of an earlier row'],
      ['M0001', 'M0001-T01', "The merchant is not the campaign's merchant"],
      ['M9999', 'X-T01', 'Merchant not found'],
      ['M0002', 'M0002-T99', 'Terminal not found'],
      ['M0002', 'M0001-T02', 'The terminal does not belong to this merchant'],
      ['', 'M0002-T03', 'Merchant code is missing'],
      ['M0002', '', 'Terminal code is missing'],
      ['M0002', 'M0002-T03', 'Valid'],
    ]);
    // The spec's RPC method answers POST with a JSON body, as every other; the GET above is the
    // screen's link. Both answer the same file.
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/rpc/CampaignMerchant/DownloadFileProcessResult',
        headers: { authorization: `Bearer ${risk}` },
        payload,
      });
    const posted = await post({ fileId: fileId });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.headers['content-type']).toContain('spreadsheetml');
    expect(posted.headers['content-disposition']).toBe(res.headers['content-disposition']);
    expect(await readXlsx(posted.rawPayload)).toEqual(rows);
    expectFieldErrors(await post({}), [{ path: 'fileId', message: 'validation.invalid' }]);
  });

  it('applies the valid rows once, and lists them as the campaign’s terminals', async () => {
    const applied = await call(t.app, 'merter.apply', { fileId: fileId }, { token: supporter });
    expect(applied.json()).toEqual({ success: true, added: 3, files: 1 });
    const again = await call(t.app, 'merter.applyAll', { campaignId }, { token: supporter });
    expect(again.json()).toEqual({ success: true, added: 0, files: 1 });
    const list = await call(t.app, 'merter.terminals', { campaignId }, { token: risk });
    expect(list.json()).toMatchObject({ success: true, total: 3 });
    expect(answerOf('merter.terminals', list).list.map((r) => r.terminalCode)).toEqual([
      'M0002-T01',
      'M0002-T02',
      'M0002-T03',
    ]);
    const search = await call(
      t.app,
      'merter.terminals',
      { campaignId, keyword: 't02' },
      { token: risk },
    );
    expect(search.json().total).toBe(1);
  });

  it('locks and opens a terminal once each, with history', async () => {
    const list = await call(t.app, 'merter.terminals', { campaignId }, { token: risk });
    const terminalId = list.json().list[0].terminalId as number;
    const lock = { campaignId, terminalId, status: 'locked' };
    const first = await call(t.app, 'merter.changeTerminal', lock, { token: supporter });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().item).toMatchObject({ terminalId, status: 'locked' });
    expectFailure(
      await call(t.app, 'merter.changeTerminal', lock, { token: supporter }),
      409,
      'merter.already_locked',
    );
    const locked = await call(
      t.app,
      'merter.terminals',
      { campaignId, status: 'locked' },
      { token: risk },
    );
    expect(locked.json().total).toBe(1);
    const open = { ...lock, status: 'open' };
    expect((await call(t.app, 'merter.changeTerminal', open, { token: admin })).statusCode).toBe(
      200,
    );
    expectFailure(
      await call(t.app, 'merter.changeTerminal', open, { token: supporter }),
      409,
      'merter.already_opened',
    );
    const history = await t.deps.db
      .selectFrom('transitions')
      .select(['action', 'from_state', 'to_state', 'actor_name'])
      .where('machine', '=', 'campaign_terminal')
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { action: 'lock', from_state: 'open', to_state: 'locked', actor_name: 'supporter1' },
      { action: 'open', from_state: 'locked', to_state: 'open', actor_name: 'admin001' },
    ]);
    expectFailure(
      await call(
        t.app,
        'merter.changeTerminal',
        { ...lock, terminalId: 999_999 },
        { token: supporter },
      ),
      404,
      'merter.terminal_not_found',
    );
  });

  it('writes the result column in the uploader’s language', async () => {
    const campaign = await draftCampaign(t.app, supporter, 'bank');
    const file = await uploaded(
      campaign,
      await xlsx([
        ['M0001', 'M0001-T01'],
        ['M0001', 'M0002-T01'],
      ]),
      'vi.xlsx',
      'vi',
    );
    await t.deps.jobs.runDue();
    const rows = await readXlsx((await download(file.id)).rawPayload);
    expect(rows).toEqual([
      ['Mã đơn vị', 'Mã điểm bán', 'Kết quả'],
      ['M0001', 'M0001-T01', 'Hợp lệ'],
      ['M0001', 'M0002-T01', 'Điểm bán không thuộc đơn vị này'],
    ]);
  });
});

describe('a 5000-row file', () => {
  it('processes with the right counts and result file', async () => {
    const campaignId = await draftCampaign(t.app, supporter, 'bank');
    const merchants: Record<string, number> = { M0001: 3, M0002: 8, M0003: 2, M0004: 5 };
    const pairs = Object.entries(merchants).flatMap(([m, n]) =>
      Array.from({ length: n }, (_, k) => [m, `${m}-T${String(k + 1).padStart(2, '0')}`]),
    );
    expect(pairs).toHaveLength(18);
    // Every tenth row names no terminal of the catalogue; the others cycle through the 18 pairs.
    const rows = Array.from({ length: 5000 }, (_, i) =>
      i % 10 === 9 ? ['M0001', `NOPE-${i}`] : pairs[i % 18]!,
    );
    const file = await uploaded(campaignId, await xlsx(rows));
    expect(file.total).toBe(5000);
    await t.deps.jobs.runDue();
    const [done] = await files(campaignId);
    // 18 distinct pairs are valid once; the other good rows repeat them; every tenth is unknown.
    expect(done).toMatchObject({ status: 'done', total: 5000, processed: 5000, valid: 18 });
    expect(done!.invalid).toBe(5000 - 18);
    const result = await readXlsx((await download(file.id)).rawPayload);
    expect(result).toHaveLength(5001);
    expect(result.filter((r) => r[2] === 'Valid')).toHaveLength(18);
    expect(result.filter((r) => r[2] === 'Terminal not found')).toHaveLength(500);
    expect(result.filter((r) => r[2] === 'Duplicate of an earlier row')).toHaveLength(
      5000 - 18 - 500,
    );
    const applied = await call(t.app, 'merter.applyAll', { campaignId }, { token: supporter });
    expect(applied.json()).toMatchObject({ added: 18 });
  });
});

describe('Apply in parallel', () => {
  // Each answer counts the pairs its own call added: the answers add up to the campaign's rows.
  // Before, each counted the table before and after its insert, so a pair a parallel call
  // committed in between was counted twice (PostgreSQL; SQLite runs one transaction at a time).
  it('reports what each call added: the counts add up to the rows in the table', async () => {
    const pairs = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ['M0002', `M0002-T0${from + i}`]);
    for (let round = 0; round < 3; round++) {
      const campaignId = await draftCampaign(t.app, supporter, 'bank');
      const first = await uploaded(campaignId, await xlsx(pairs(1, 5)));
      await t.deps.jobs.runDue();
      const second = await uploaded(campaignId, await xlsx(pairs(3, 8)));
      await t.deps.jobs.runDue();
      const apply = (fileId: number) =>
        call(t.app, 'merter.apply', { fileId }, { token: supporter });
      const answers = await Promise.all([
        apply(first.id),
        apply(second.id),
        apply(first.id),
        apply(second.id),
        call(t.app, 'merter.applyAll', { campaignId }, { token: supporter }),
      ]);
      const added = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { added: number }).added;
      });
      const rows = await t.deps.db
        .selectFrom('campaign_terminals')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n)).toBe(8);
      expect(
        added.reduce((a, b) => a + b, 0),
        `round ${round}: ${added.join(', ')}`,
      ).toBe(8);
      // No call adds more than its own files hold.
      expect(added[0]).toBeLessThanOrEqual(5);
      expect(added[1]).toBeLessThanOrEqual(6);
    }
  });
});

describe('two servers on one database', () => {
  it('process each file once', async () => {
    const peer = await createPeerApp(t);
    try {
      const campaignId = await draftCampaign(t.app, supporter, 'bank');
      const rows = Array.from({ length: 1200 }, (_, i) => ['M0002', `M0002-T0${(i % 8) + 1}`]);
      const file = await uploaded(campaignId, await xlsx(rows));
      await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
      const [done] = await files(campaignId);
      expect(done).toMatchObject({ status: 'done', processed: 1200, valid: 8, invalid: 1192 });
      const job = await t.deps.db
        .selectFrom('jobs')
        .select(['state', 'attempts'])
        .where('kind', '=', 'merter.file')
        .where('payload', 'like', `%"fileId":${file.id}}%`)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ state: 'done', attempts: 1 });
      const stored = await t.deps.db
        .selectFrom('merter_file_rows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_id', '=', file.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(1200);
    } finally {
      await peer.close();
    }
  });
});
