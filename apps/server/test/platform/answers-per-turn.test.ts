import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAnswersPerTurn } from '../../src/plugins/answers-per-turn';
import { call, createTestApp, login, type TestApp } from '../helpers/app';

/** A route that notes when its turn of the event loop ends and when its answer is let go. */
async function orderOfEvents(withPlugin: boolean) {
  const app = Fastify();
  if (withPlugin) registerAnswersPerTurn(app);
  const order: string[] = [];
  app.get(
    '/',
    {
      onSend: (_request, _reply, payload, done) => {
        order.push('answer let go');
        done(null, payload);
      },
    },
    async () => {
      setImmediate(() => order.push('turn ended'));
      return { ok: true };
    },
  );
  const res = await app.inject({ method: 'GET', url: '/' });
  await new Promise((resolve) => setImmediate(resolve));
  await app.close();
  return { order, res };
}

describe('answers sent when the turn ends', () => {
  it('holds an answer until the turn in which it was finished has ended', async () => {
    const held = await orderOfEvents(true);
    expect(held.res.json()).toEqual({ ok: true });
    expect(held.order).toEqual(['turn ended', 'answer let go']);
    // Without it the answer leaves at once, before the turn ends: the check above can fail.
    const direct = await orderOfEvents(false);
    expect(direct.order).toEqual(['answer let go', 'turn ended']);
  });

  it('answers every call and stream of a busy turn, each its own', async () => {
    const app = Fastify();
    registerAnswersPerTurn(app);
    app.get('/n/:n', async (request) => ({ n: Number((request.params as { n: string }).n) }));
    app.get('/stream', (_request, reply) => {
      reply.type('text/plain').send(Readable.from(['a', 'b', 'c']));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => fetch(`${base}/n/${n}`).then((r) => r.json())),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => ({ n })));
      expect(await (await fetch(`${base}/stream`)).text()).toBe('abc');
    } finally {
      await app.close();
    }
  });
});

describe('the console over HTTP', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await login(t.app, 'operator1')).access_token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers many calls at once, each with its own answer and request id', async () => {
    const expected = (await call(t.app, 'users.me', {}, { token })).json();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${base}/api/v1/user/info`, {
          headers: { authorization: `Bearer ${token}`, 'x-request-id': `call-${1000 + i}` },
        }),
      ),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(`call-${1000 + i}`);
      expect(await res.json()).toEqual(expected);
    }
  });
});
