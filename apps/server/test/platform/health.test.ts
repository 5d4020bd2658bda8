import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers 200 SERVING', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'SERVING' });
  });

  it('GET /readyz answers 200 SERVING while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'SERVING' });
  });

  it.each(['health.liveness', 'health.readiness'] as const)(
    '%s answers SERVING over RPC',
    async (id) => {
      const res = await call(t.app, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, status: 'SERVING' });
    },
  );

  it('RPC health calls take an empty body too', async () => {
    for (const url of ['/rpc/Health/Liveness', '/rpc/Health/Readiness']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ success: true, status: 'SERVING' });
    }
  });
});
