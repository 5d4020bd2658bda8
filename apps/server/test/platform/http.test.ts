import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectNoInternals } from '../helpers/expect';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'operator1')).access_token;
});
afterAll(() => t.close());

/** A sample of answers of every kind: success, each failure status, platform routes. */
async function sampleAnswers() {
  return {
    'list 200': await call(t.app, 'browsers.list', {}, { token }),
    'me 401': await call(t.app, 'users.me'),
    'get 404': await call(t.app, 'browsers.get', { id: 999999 }, { token }),
    'create 400': await call(t.app, 'browsers.create', {}, { token }),
    'unknown 404': await t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
    healthz: await t.app.inject({ method: 'GET', url: '/healthz' }),
    'bad json': await t.app.inject({
      method: 'POST',
      url: routes['browsers.list'].path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: '{',
    }),
  };
}

describe('HTTP platform', () => {
  it('answers an unknown /api or /rpc path with the 404 envelope', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/manager/black_browser/nope', '/rpc/Nope/Nothing']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        const body = expectFailure(res, 404, 'common.route_not_found');
        expect(body.code).toBe(5);
      }
    }
  });

  it('answers a known path with the wrong method with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: routes['browsers.create'].path });
    expectFailure(res, 404, 'common.route_not_found');
  });

  it('answers malformed JSON with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['auth.logout'].path,
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    });
    expectFailure(res, 400, 'common.invalid_input');
  });

  it('answers a body over 1 MB with the 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['auth.logout'].path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ refresh_token: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectFailure(res, 413, 'common.payload_too_large');
  });

  it('answers a body of another media type with an envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['browsers.create'].path,
      headers: { 'content-type': 'application/xml', authorization: `Bearer ${token}` },
      payload: '<browser_name>x</browser_name>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'common.invalid_input' });
    expectNoInternals(res);
  });

  it('puts an x-request-id on every answer, different for each request', async () => {
    const ids = new Set<string>();
    for (const [name, res] of Object.entries(await sampleAnswers())) {
      const id = res.headers['x-request-id'];
      expect(typeof id, name).toBe('string');
      expect(String(id).length, name).toBeGreaterThan(0);
      ids.add(String(id));
    }
    expect(ids.size).toBe(7);
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async () => {
    const kept = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'trace-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-1234abcd');
    const replaced = await t.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline and far too long '.repeat(4) },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the security headers on every answer: a short set for data, helmet's for pages", async () => {
    for (const [name, res] of Object.entries(await sampleAnswers())) {
      // Data (JSON calls, their errors and 404s, the probe): nothing may load, frame or cache it.
      expect(res.headers['content-security-policy'], name).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['cache-control'], name).toBe('no-store');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      expect(res.headers['strict-transport-security'], name).toMatch(/^max-age=\d+/);
      expect(res.headers['referrer-policy'], name).toBeUndefined();
    }
    // Pages (the API's documentation here; the web app's are checked in web-app.test.ts): helmet's.
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('never answers a stack trace', async () => {
    for (const res of Object.values(await sampleAnswers())) expectNoInternals(res);
  });
});

describe('metrics', () => {
  it('counts requests by method, route template and status', async () => {
    await call(t.app, 'browsers.list', {}, { token });
    await call(t.app, 'users.byId', { id: 424242 }, { token });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const text = res.body;
    expect(text).toContain('# TYPE http_requests_total counter');
    const listLine = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith('http_requests_total{') &&
          l.includes('route="/api/v1/manager/black_browser/list"') &&
          l.includes('method="POST"') &&
          l.includes('status="200"'),
      );
    expect(listLine).toBeDefined();
    expect(Number(listLine!.split(' ').at(-1))).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/v1/user/:id"');
    expect(text).not.toContain('424242');
    expect(text).toContain('http_request_duration_seconds_bucket');
  });

  it('labels unknown paths as one route, so scanners cannot add series', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/scan-me-7731' });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain('scan-me-7731');
  });
});
