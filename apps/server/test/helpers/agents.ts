import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { answerOf, call, callOk, login, loginRaw } from './app';

export interface TestAgent {
  id: number;
  token: string;
  installId: string;
}

/** Enrols a new agent through the agent API. */
export async function enrolAgent(
  app: FastifyInstance,
  name = 'PC',
  installId: string = crypto.randomUUID(),
  version = '1.0.0',
): Promise<TestAgent> {
  const { agent_id, token } = await callOk(app, 'agents.enrol', {
    install_id: installId,
    name,
    version,
  });
  return { id: agent_id, token, installId };
}

/** A new OTP the agent shows. */
export async function otpOf(app: FastifyInstance, agent: TestAgent): Promise<string> {
  return (await callOk(app, 'agents.showOtp', {}, { token: agent.token })).otp;
}

export function checkIn(
  app: FastifyInstance,
  agent: TestAgent,
  input: Record<string, unknown> = {},
) {
  return call(app, 'agents.checkIn', { wait_seconds: 0, ...input }, { token: agent.token });
}

/** What a pending call answers, or 'still waiting' if it has not answered within `ms`. */
export function within<T>(work: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The whole OTP flow: the agent shows an OTP, the parent logs in, the agent confirms. */
export async function linkAgent(
  app: FastifyInstance,
  agent: TestAgent,
  adminId: number,
  token: string,
): Promise<void> {
  const otp = await otpOf(app, agent);
  const login = await call(
    app,
    'agents.login',
    { agent_id: agent.id, otp, admin_id: adminId },
    {
      token,
    },
  );
  expect(login.statusCode, login.body).toBe(200);
  const poll = await checkIn(app, agent);
  const request = poll.json().link_request;
  expect(request).toMatchObject({ request_id: login.json().request_id, admin_id: adminId });
  const confirm = await call(
    app,
    'agents.confirmLink',
    { request_id: request.request_id },
    { token: agent.token },
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
}

/**
 * Gives a customer a running Standard package (12 months from the app's clock) by the admin's
 * upgrade: a test that links him more agents than a free account may (contract/licence.ts,
 * `AGENTS_FREE`) does this first. `pham_van_duc` is free (his package was downgraded).
 */
export async function givePaidPackage(app: FastifyInstance, userName: string) {
  const admin = (await login(app, 'admin001')).access_token;
  await callOk(app, 'users.upToStandard', { username: userName, count: 12 }, { token: admin });
}

/** Signs in a demo customer (a parent) and answers his token and id. */
export async function loginCustomer(app: FastifyInstance, userName: string) {
  const { access_token, id } = answerOf(
    'auth.login',
    await loginRaw(app, userName, 'Customer@123'),
  );
  return { token: access_token, id };
}

/**
 * `fetch` for the reference agent's connection (`@console/agent`), answered by the app in this process
 * through `inject`: every byte passes the real routes, checks and database.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: init?.body as string | undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers });
  };
}
