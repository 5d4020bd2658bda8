import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { call, createTestApp, login, type TestApp } from '../helpers/app';

/** The log at info: one line per answered request, with what an operator looks for. */
let t: TestApp;
let token: string;
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  token = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

describe('access log', () => {
  it('writes one line per request: method, route, status, time and request id', async () => {
    const res = await call(
      t.app,
      'browsers.list',
      {},
      { token, headers: { 'x-request-id': 'req-log-0001' } },
    );
    expect(res.statusCode).toBe(200);
    const mine = linesOf('req-log-0001');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      route: routes['browsers.list'].path,
      status: 200,
    });
    expect(typeof mine[0]!.ms).toBe('number');
  });

  it('logs failures and unknown paths the same way, without credentials', async () => {
    await call(t.app, 'users.me', {}, { headers: { 'x-request-id': 'req-log-0002' } });
    await t.app.inject({ url: '/api/v1/nope?x=1', headers: { 'x-request-id': 'req-log-0003' } });
    expect(linesOf('req-log-0002')).toMatchObject([{ status: 401 }]);
    expect(linesOf('req-log-0003')).toMatchObject([{ route: '/api/v1/nope', status: 404 }]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
