import type { AddressInfo } from 'node:net';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MachineAccess } from '@console/contract/access';
import { issueCredential } from '../../src/credentials/machine-credentials';
import { solveChallenge } from '../../src/modules/auth/captcha';
import { encryptPassword } from '../../src/modules/auth/password-crypto';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';
// Generated from the served document by `npm run openapi` (typecheck runs it first).
import type { paths } from './generated/api';

/**
 * An integrator's client, generated from the OpenAPI document (openapi-typescript types,
 * openapi-fetch calls), against a real server on a port: a document that no longer matches the
 * server fails to compile or fails here (docs/decisions/openapi.md).
 */
type Api = Client<paths>;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A client whose calls carry `bearer`, as the document's security scheme says. */
const client = (bearer?: string): Api =>
  createClient<paths>({
    baseUrl,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });

async function signIn(api: Api, username: string) {
  const captcha = await api.GET('/api/v1/manager/auth/captcha');
  const key = await api.GET('/api/v1/manager/auth/public_key');
  if (!captcha.data || !key.data) throw new Error('no captcha or public key');
  const { data, error } = await api.POST('/api/v1/manager/auth/login', {
    body: {
      username,
      password: encryptPassword(key.data.key, demoPassword(username)),
      token: await solveChallenge(captcha.data),
    },
  });
  if (!data) throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
  return data;
}

/**
 * One call per machine credential kind: `subject` makes what the credential belongs to (an agent,
 * an integration client) and `call` makes one call with it. A new kind is one entry here.
 */
interface MachineCall {
  kind: MachineAccess;
  subject: (t: TestApp) => Promise<number>;
  call: (api: Api) => Promise<{ response: Response }>;
}
const AT = new Date().toISOString();
const MACHINE_CALLS: MachineCall[] = [
  {
    kind: 'agent',
    subject: async (t) =>
      (
        await t.deps.db
          .insertInto('agents')
          .values({
            install_id: 'client-test',
            name: 'Client test',
            created_at: AT,
            updated_at: AT,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    call: (api) => api.POST('/api/v1/agent/policy', { body: { etag: '' } }),
  },
  {
    kind: 'integration',
    subject: async (t) =>
      (
        await t.deps.db
          .insertInto('integration_clients')
          .values({
            name: 'Client test',
            campaign_types: '["bank"]',
            campaign_ids: '[]',
            created_by: 'test',
            created_at: AT,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    call: (api) => api.POST('/rpc/CampaignExpose/List', { body: { page: 1, pageSize: 10 } }),
  },
];

describe('a client generated from the OpenAPI document', () => {
  it('signs in, lists promotions and refreshes its session', async () => {
    const session = await signIn(client(), 'admin001');
    expect(session.success).toBe(true);

    const list = await client(session.access_token).POST('/api/v1/manager/promotion/list', {
      body: { page: 1, page_size: 10 },
    });
    expect(list.response.status).toBe(200);
    expect(list.data?.list.length).toBeGreaterThan(0);
    expect(list.data?.list[0]?.code).toEqual(expect.any(String));

    const refreshed = await client(session.fresh_token).GET('/api/v1/manager/auth/refresh_token');
    expect(refreshed.response.status).toBe(200);
    const again = await client(refreshed.data?.access_token).POST(
      '/api/v1/manager/promotion/list',
      {
        body: { page: 1, page_size: 10 },
      },
    );
    expect(again.error).toBeUndefined();
    expect(again.data?.total).toBe(list.data?.total);
  });

  it('reads a failure as the document describes it', async () => {
    const { response, error } = await client('not-a-token').POST('/api/v1/manager/promotion/list', {
      body: { page: 1, page_size: 10 },
    });
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ success: false, code: 17, message: 'auth.unauthenticated' });
  });

  it.each(MACHINE_CALLS)(
    'makes a call with a $kind credential',
    async ({ kind, subject, call }) => {
      const { token } = await issueCredential(
        t.deps.db,
        kind,
        await subject(t),
        'client test',
        new Date(),
      );
      const { response } = await call(client(token));
      expect(response.status).toBe(200);
    },
  );
});
