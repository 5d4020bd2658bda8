import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import {
  answerOf,
  call,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  login,
  type TestApp,
} from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { CONTENT_TYPES, ole, readXlsx, upload, xlsx, zip } from '../helpers/merter';
import { draftCampaign } from './campaigns';

/**
 * Mer-ter files through their calls, on the real database: upload, background processing by the
 * jobs home, the result file, apply, the campaign's terminals and customers, and every refusal.
 */
let t: TestApp;
let supporter: string;
let manager: string;
let risk: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV);
  supporter = (await login(t.app, 'supporter1')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  risk = (await login(t.app, 'riskuser1')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t?.close());

async function files(campaignId: number, token = risk) {
  const res = await call(t.app, 'merter.status', { campaign_id: campaignId }, { token });
  return answerOf('merter.status', res).list;
}

async function uploaded(campaignId: number, bytes: Buffer, name?: string, lang = 'en') {
  const res = await upload(t.app, supporter, campaignId, bytes, name, { 'accept-language': lang });
  return answerOf('merter.upload', res).item;
}

async function download(fileId: number, token = risk) {
  return t.app.inject({
    method: 'GET',
    url: `${routes['merter.result'].path}?file_id=${fileId}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('a file with good and bad rows', () => {
  let campaignId: number;
  let fileId: number;

  it('is queued pending with its row count, processed in the background, and counted', async () => {
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
  });

  it('answers a result file: the rows and why each refused one was refused', async () => {
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
  });

  it('applies the valid rows once, and lists them as the campaign’s terminals', async () => {
    const applied = await call(t.app, 'merter.apply', { file_id: fileId }, { token: supporter });
    expect(applied.json()).toEqual({ success: true, added: 3, files: 1 });
    const again = await call(
      t.app,
      'merter.applyAll',
      { campaign_id: campaignId },
      { token: supporter },
    );
    expect(again.json()).toEqual({ success: true, added: 0, files: 1 });
    const list = await call(
      t.app,
      'merter.terminals',
      { campaign_id: campaignId },
      { token: risk },
    );
    expect(list.json()).toMatchObject({ success: true, total: 3 });
    expect(list.json().list.map((r: { terminalCode: string }) => r.terminalCode)).toEqual([
      'M0002-T01',
      'M0002-T02',
      'M0002-T03',
    ]);
    const search = await call(
      t.app,
      'merter.terminals',
      { campaign_id: campaignId, keyword: 't02' },
      { token: risk },
    );
    expect(search.json().total).toBe(1);
  });

  it('locks and opens a terminal once each, with history', async () => {
    const list = await call(
      t.app,
      'merter.terminals',
      { campaign_id: campaignId },
      { token: risk },
    );
    const terminalId = list.json().list[0].terminalId as number;
    const lock = { campaign_id: campaignId, terminal_id: terminalId, status: 'locked' };
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
      { campaign_id: campaignId, status: 'locked' },
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
        { ...lock, terminal_id: 999_999 },
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

describe('who may', () => {
  it('lets the risk officer and the manager read but not upload, apply or lock', async () => {
    const campaignId = await draftCampaign(t.app, supporter, 'bank');
    const bytes = await xlsx([['M0001', 'M0001-T01']]);
    for (const token of [risk, manager]) {
      expectFailure(await upload(t.app, token, campaignId, bytes), 403, 'common.permission_denied');
      expectFailure(
        await call(t.app, 'merter.applyAll', { campaign_id: campaignId }, { token }),
        403,
        'common.permission_denied',
      );
      const read = await call(t.app, 'merter.status', { campaign_id: campaignId }, { token });
      expect(read.statusCode).toBe(200);
    }
    const operator = (await login(t.app, 'operator1')).access_token;
    expectFailure(
      await call(t.app, 'merter.status', { campaign_id: campaignId }, { token: operator }),
      403,
      'common.permission_denied',
    );
    expect(await files(campaignId)).toEqual([]);
  });
});

describe('refusals', () => {
  let campaignId: number;
  beforeAll(async () => {
    campaignId = await draftCampaign(t.app, supporter, 'bank');
  });

  async function refused(bytes: Buffer | undefined, status: number, key: string, name?: string) {
    const res = await upload(t.app, supporter, campaignId, bytes, name);
    expectFailure(res, status, key);
    expect(await files(campaignId)).toEqual([]);
    return res;
  }

  it('a file over 5 MB, by its declared length', async () => {
    const big = Buffer.concat([
      await xlsx([['M0001', 'M0001-T01']]),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    await refused(big, 413, 'merter.file_too_large');
  });

  it('a file over 5 MB sent without a length: refused before the rest is read', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const boundary = 'merter-stream';
    const limit = 40 * 1024 * 1024;
    let written = 0;
    // One upload streamed until the server answers. The server reads and drops what follows its
    // 413 for a while, then closes; a client process starved for longer (the API suites run in
    // parallel on two cores) sees the close before the answer it has not read yet: EPIPE or a
    // reset, which says nothing of the server. Such an attempt is made again, at most twice.
    const attempt = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        written = 0;
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: routes['merter.upload'].path,
          headers: {
            authorization: `Bearer ${supporter}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        });
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="campaign_id"\r\n\r\n${campaignId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\n\r\n`,
        );
        const chunk = Buffer.alloc(64 * 1024, 1);
        const pump = () => {
          while (!answered && written < limit) {
            written += chunk.length;
            if (!req.write(chunk)) {
              req.once('drain', pump);
              return;
            }
          }
          if (!answered) req.end();
        };
        pump();
      });
    const broken = (error: unknown) =>
      ['EPIPE', 'ECONNRESET'].includes((error as NodeJS.ErrnoException).code ?? '');
    let answer: { status: number; body: string } | undefined;
    for (let tries = 1; !answer; tries++) {
      answer = await attempt().catch((error: unknown) => {
        if (tries < 3 && broken(error)) return undefined;
        throw error;
      });
    }
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'merter.file_too_large' });
    expect(written).toBeLessThan(limit);
  });

  it('a client that stops sending for a moment after the 413 still reads it', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    // The client is a process of its own, so that it can stall (a busy second, as a starved
    // client does) while the server goes on: once 2 MB are written the server has refused the
    // upload, and the client reads its answer only after the stall. Closing the socket as soon as
    // the answer was flushed reset it under the client, which then saw only EPIPE.
    const client = `
      const http = require('node:http');
      const boundary = 'merter-stall';
      const req = http.request({
        host: '127.0.0.1', port: ${port}, method: 'POST', path: ${JSON.stringify(routes['merter.upload'].path)},
        headers: {
          authorization: 'Bearer ${supporter}',
          'content-type': 'multipart/form-data; boundary=' + boundary,
          'transfer-encoding': 'chunked',
        },
      });
      let answered = false, written = 0, stalled = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, body })));
      });
      req.on('error', (e) => { if (!answered) console.log(JSON.stringify({ error: e.code })); });
      req.write('--' + boundary + '\\r\\nContent-Disposition: form-data; name="campaign_id"\\r\\n\\r\\n${campaignId}\\r\\n' +
        '--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\\r\\n\\r\\n');
      const chunk = Buffer.alloc(64 * 1024, 1);
      const pump = () => {
        while (!answered && written < 40 * 1024 * 1024) {
          written += chunk.length;
          if (written > 7 * 1024 * 1024 && !stalled) {
            stalled = true;
            const until = Date.now() + 1000;
            while (Date.now() < until);
          }
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!answered) req.end();
      };
      pump();
    `;
    const output = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['-e', client], (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      );
    });
    const answer = JSON.parse(output.trim()) as { status?: number; body?: string; error?: string };
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body ?? '')).toMatchObject({ message: 'merter.file_too_large' });
  });

  it('a file over 5000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ['M0001', `T-${i}`]);
    await refused(await xlsx(rows), 400, 'merter.too_many_rows');
  });

  it('a file that is not xlsx, whatever its name', async () => {
    await refused(
      Buffer.from('merchant,terminal\nM0001,M0001-T01\n'),
      400,
      'merter.invalid_format',
    );
    // A zip that is not a workbook (no spreadsheet content type).
    await refused(
      zip([{ name: 'readme.txt', data: Buffer.from('hello') }]),
      400,
      'merter.invalid_format',
    );
  });

  it('an .xls renamed to .xlsx', async () => {
    await refused(ole(['Workbook', 'SummaryInformation']), 400, 'merter.invalid_format');
  });

  it('a password-protected workbook, with its own message', async () => {
    const res = await refused(
      ole(['EncryptionInfo', 'EncryptedPackage']),
      400,
      'merter.file_encrypted',
    );
    expect(res.json().detail).toContain('password');
  });

  it('a zip bomb: by its declared ratio, and by a part that inflates past what it declared', async () => {
    const zeros = Buffer.alloc(30 * 1024 * 1024);
    await refused(
      zip([
        { name: '[Content_Types].xml', data: CONTENT_TYPES },
        { name: 'xl/worksheets/sheet1.xml', data: zeros },
      ]),
      400,
      'merter.file_bomb',
    );
    await refused(
      zip([
        { name: '[Content_Types].xml', data: CONTENT_TYPES },
        { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 2048 },
      ]),
      400,
      'merter.file_bomb',
    );
  });

  it('no file, an empty sheet, a campaign that is not there', async () => {
    await refused(undefined, 400, 'merter.file_required');
    await refused(await xlsx([]), 400, 'merter.file_empty');
    expectFailure(
      await upload(t.app, supporter, 999_999, await xlsx([['M0001', 'M0001-T01']])),
      404,
      'merter.campaign_not_found',
    );
    expectFailure(await upload(t.app, supporter, 'x', undefined), 400, 'common.invalid_input');
  });

  it('another file while one of the campaign is pending', async () => {
    const bytes = await xlsx([['M0001', 'M0001-T01']]);
    const first = await upload(t.app, supporter, campaignId, bytes);
    expect(first.statusCode).toBe(200);
    expectFailure(
      await upload(t.app, supporter, campaignId, bytes),
      409,
      'merter.another_processing',
    );
    expectFailure(
      await call(t.app, 'merter.apply', { file_id: first.json().item.id }, { token: supporter }),
      409,
      'merter.file_status',
    );
    expectFailure(await download(first.json().item.id), 409, 'merter.file_status');
    await t.deps.jobs.runDue();
    expect((await upload(t.app, supporter, campaignId, bytes)).statusCode).toBe(200);
    await t.deps.jobs.runDue();
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
    const applied = await call(
      t.app,
      'merter.applyAll',
      { campaign_id: campaignId },
      { token: supporter },
    );
    expect(applied.json()).toMatchObject({ added: 18 });
  });
});

describe('the template', () => {
  it('is an xlsx with the header row in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: routes['merter.template'].path,
      headers: { authorization: `Bearer ${risk}`, cookie: 'lang=vi' },
    });
    expect(res.statusCode).toBe(200);
    expect(await readXlsx(res.rawPayload)).toEqual([['Mã đơn vị', 'Mã điểm bán']]);
  });
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
    const applied = await call(t.app, 'merter.apply', { file_id: file.id }, { token: supporter });
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it('lists them by phone and status', async () => {
    const all = await call(t.app, 'merter.customers', { campaign_id: campaignId }, { token: risk });
    expect(all.json()).toMatchObject({ success: true, total: 3 });
    const some = await call(
      t.app,
      'merter.customers',
      { campaign_id: campaignId, keyword: '0912.345' },
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
          { campaign_id: campaignId, phone: '0912345678' },
          { token: risk },
        )
      ).json();
    expect(await where()).toMatchObject({ total: 1, customerStatus: 'open' });
    const lock = { campaign_id: campaignId, phone: '+84 912 345 678', status: 'locked' };
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
      { campaign_id: campaignId, phone: '12ab', status: 'locked' },
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
        { campaign_id: campaignId, phone: '0911111111', status: 'locked' },
        { token: supporter },
      ),
      404,
      'merter.customer_not_found',
    );
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
