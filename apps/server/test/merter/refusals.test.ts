import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { call, type TestApp } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFailure } from '../helpers/expect';
import { CONTENT_TYPES, ole, upload, xlsx, zip } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * Every refusal of a mer-ter upload, on the real database (set-up: helpers/merter-world.ts): too
 * large (declared, streamed, read by a stalling client), too many rows, not xlsx, an old .xls, a
 * password-protected workbook, a zip bomb, no file or no rows, and a file while one is pending.
 */
const { world, files, download } = useMerterWorld();
let t: TestApp;
let supporter: string;
beforeAll(() => {
  ({ t, supporter } = world);
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
          `--${boundary}\r\nContent-Disposition: form-data; name="campaignId"\r\n\r\n${campaignId}\r\n` +
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
      req.write('--' + boundary + '\\r\\nContent-Disposition: form-data; name="campaignId"\\r\\n\\r\\n${campaignId}\\r\\n' +
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
      await call(t.app, 'merter.apply', { fileId: first.json().item.id }, { token: supporter }),
      409,
      'merter.file_status',
    );
    expectFailure(await download(first.json().item.id), 409, 'merter.file_status');
    await t.deps.jobs.runDue();
    expect((await upload(t.app, supporter, campaignId, bytes)).statusCode).toBe(200);
    await t.deps.jobs.runDue();
  });
});
