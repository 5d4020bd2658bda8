import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@console/contract/routes';
import type { Handler, RequestContext } from '../../src/context';
import {
  authenticateMachine,
  issueCredential,
  revokeCredential,
  rotateCredential,
} from '../../src/credentials/machine-credentials';
import { authenticateUser } from '../../src/modules/auth/authenticate';
import { registerAudit } from '../../src/plugins/audit';
import { registerContractRoutes } from '../../src/plugins/contract-routes';
import { registerErrorHandling } from '../../src/plugins/errors';
import { registerRequestContext } from '../../src/plugins/request-context';
import '../../src/plugins/types';
import { createTestApp, login, type TestApp } from '../helpers/app';
import { Idempotency } from '../../src/idempotency/idempotency';

/**
 * The route plugin with each kind of credential, on routes made for this test: a desktop agent's
 * secret, a payment system's key, a user's session; a call's time limit and abort signal; the
 * audit row a route may opt out of.
 */
let t: TestApp;
let app: FastifyInstance;
let handlerSaw: { aborted?: boolean } = {};

const answer = z.object({ success: z.literal(true), who: z.string() });
const def = (access: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  method: 'POST',
  path: `/test/${access}`,
  request: z.object({}),
  response: answer,
  access,
  write: true,
  area: 'test',
  summary: '',
  ...extra,
});
const table: Record<string, RouteDef> = {
  'test.agent': def('agent', { audit: false }),
  'test.integration': def('integration'),
  'test.user': def('authenticated', { path: '/test/user' }),
  'test.slow': def('public', { path: '/test/slow', timeoutSeconds: 1 }),
};
const who = async (_input: unknown, ctx: RequestContext) => ({
  success: true as const,
  who: ctx.machine ? `${ctx.machine.kind}:${ctx.machine.subjectId}` : (ctx.user?.user_name ?? ''),
  // Not in the route's answer schema: the plugin must drop it.
  secret_hash: 'never leaves',
});
const handlers: Record<string, Handler<never>> = {
  'test.agent': who as never,
  'test.integration': who as never,
  'test.user': who as never,
  'test.slow': (async (_input: unknown, ctx: RequestContext) => {
    await new Promise((resolve) => ctx.signal.addEventListener('abort', resolve));
    handlerSaw = { aborted: ctx.signal.aborted };
    return { success: true, who: 'late' };
  }) as never,
};

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  registerRequestContext(app);
  registerErrorHandling(app, '/nowhere');
  registerAudit(app, t.deps);
  registerContractRoutes(app, {
    table,
    handlers,
    authenticate: {
      user: (bearer) => authenticateUser(t.deps, bearer),
      machine: (kind, bearer) => authenticateMachine(t.deps.db, kind, bearer, new Date()),
    },
    timeoutSeconds: 30,
    db: t.deps.db,
    clock: t.deps.clock,
    idempotency: new Idempotency(t.deps.db, t.deps.clock, 60_000),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const post = (path: string, token?: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: {},
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const issue = (kind: 'agent' | 'integration', subject: number) =>
  issueCredential(t.deps.db, kind, subject, `${kind} ${subject}`, new Date());

describe('machine credentials', () => {
  it('let an agent call an agent route and hand the handler who is calling', async () => {
    const { token } = await issue('agent', 7);
    expect(token).toMatch(/^agt_\d+\.[\w-]{43}$/);
    const res = await post('/test/agent', token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, who: 'agent:7' });
  });

  it('refuse a missing, malformed, unknown or wrong secret with 401', async () => {
    const { id, token } = await issue('agent', 8);
    const wrongSecret = token.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    for (const bad of [undefined, 'garbage', `agt_${id + 1000}.${'x'.repeat(43)}`, wrongSecret]) {
      const res = await post('/test/agent', bad);
      expect(res.statusCode, String(bad)).toBe(401);
      expect(res.json().message).toBe('auth.unauthenticated');
    }
  });

  it('keep kinds apart: an integration key does not open an agent route, nor a user session', async () => {
    const { token } = await issue('integration', 3);
    expect((await post('/test/agent', token)).statusCode).toBe(401);
    expect((await post('/test/integration', token)).json()).toEqual({
      success: true,
      who: 'integration:3',
    });
    const session = await login(t.app, 'admin001');
    expect((await post('/test/agent', session.access_token)).statusCode).toBe(401);
    expect((await post('/test/user', token)).statusCode).toBe(401);
    expect((await post('/test/user', session.access_token)).json().who).toBe('admin001');
  });

  it('stop working at once when rotated or revoked', async () => {
    const { id, token } = await issue('integration', 4);
    const rotated = await rotateCredential(t.deps.db, id, new Date());
    expect(rotated).toMatch(/^int_\d+\./);
    expect((await post('/test/integration', token)).statusCode).toBe(401);
    expect((await post('/test/integration', rotated!)).statusCode).toBe(200);
    expect(await revokeCredential(t.deps.db, id, new Date())).toBe(true);
    expect((await post('/test/integration', rotated!)).statusCode).toBe(401);
    expect(await rotateCredential(t.deps.db, id, new Date())).toBeNull();
  });

  it('rotated twenty times at once: a rotation that read a replaced secret answers none, and one secret works', async () => {
    const { id } = await issue('agent', 5);
    const rotated = await Promise.all(
      Array.from({ length: 20 }, () => rotateCredential(t.deps.db, id, new Date())),
    );
    const secrets = rotated.filter((s): s is string => s !== null);
    // Rotations are last-writer-wins: one that starts after another finished is a new rotation
    // (PostgreSQL may run a few in turn), but one whose read was overtaken gets no secret.
    expect(secrets.length).toBeGreaterThanOrEqual(1);
    expect(secrets.length).toBeLessThan(20);
    const answers = await Promise.all(secrets.map((s) => post('/test/agent', s)));
    expect(answers.map((r) => r.statusCode).filter((code) => code === 200)).toHaveLength(1);
  });

  it('are kept only as hashes', async () => {
    const { id, token } = await issue('agent', 9);
    const row = await t.deps.db
      .selectFrom('machine_credentials')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const secret = token.split('.')[1]!;
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the route plugin', () => {
  it('drops fields the route does not declare from the answer', async () => {
    const { token } = await issue('agent', 10);
    const res = await post('/test/agent', token);
    expect(res.body).not.toContain('secret_hash');
  });

  it('writes an audit row naming the machine, unless the route opts out', async () => {
    const rows = () =>
      t.deps.db.selectFrom('audit_log').selectAll().where('call', 'like', 'test.%').execute();
    const before = (await rows()).length;
    const agent = await issue('agent', 11);
    const integration = await issue('integration', 12);
    expect((await post('/test/agent', agent.token)).statusCode).toBe(200);
    expect((await post('/test/integration', integration.token)).statusCode).toBe(200);
    const added = (await rows()).slice(before);
    expect(added.map((r) => [r.call, r.actor_name])).toEqual([
      ['test.integration', 'integration:integration 12'],
    ]);
  });

  it('cuts a call that runs past its time with 503, and aborts its signal', async () => {
    const res = await post('/test/slow');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('common.timeout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handlerSaw.aborted).toBe(true);
  });
});
