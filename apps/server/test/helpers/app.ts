import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { routes, buildPath, type ResponseOf, type RouteId } from '@console/contract/routes';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Deps } from '../../src/context';
import { solveChallenge } from '../../src/modules/auth/captcha';
import { encryptPassword } from '../../src/modules/auth/password-crypto';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts';
import { TEST_DB, createPostgresDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  config: Config;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh database of its own (SQLite file in a temporary directory, or a new
 * PostgreSQL database), with the demo accounts seeded. Captchas are made easy to solve.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const pgDb = TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '500',
    WEB_DIST: path.join(dataDir, 'no-web'),
    JOBS_POLL_MS: '0',
    ...(pgDb && { DATABASE_URL: pgDb.url }),
    ...env,
  });
  // A call that answers an error key its route does not declare fails the test file that made
  // it (route-errors.ts): the OpenAPI document would not list that answer.
  const undeclared = new Set<string>();
  // An answer let through without zod's parse that zod's parse would have sent otherwise fails it too.
  const mismatched = new Set<string>();
  const { app, deps } = await buildApp(config, {
    onUndeclaredError: (routeId, key) => undeclared.add(`${routeId} answered ${key}`),
    onAnswerMismatch: (routeId) => mismatched.add(routeId),
    ...options,
  });
  await app.ready();
  return {
    app,
    deps,
    config,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (mismatched.size > 0) {
        throw new Error(
          `Answers let through unparsed differ from the response schema's parse: ${[...mismatched].join(', ')}`,
        );
      }
      if (undeclared.size > 0) {
        throw new Error(
          `Error keys the routes do not declare (add them to the route's errors): ${[...undeclared].join(', ')}`,
        );
      }
    },
  };
}

/**
 * The environment of a first app that `createPeerApp` will join: on SQLite the file is shared,
 * which the server does not allow by default (it keeps the file's locks, db/database.ts).
 */
export const PEERS_ENV = { SQLITE_SHARED: 'true' };

/**
 * A second server on the database of `first`, as another instance behind a balancer would be
 * (the same SQLite file, made with PEERS_ENV, or the same PostgreSQL database). Close it before
 * `first`.
 */
export async function createPeerApp(first: TestApp, options: AppOptions = {}): Promise<TestApp> {
  if (!first.config.databaseUrl && !first.config.sqliteShared) {
    throw new Error('createPeerApp: make the first app with PEERS_ENV to share its SQLite file');
  }
  const config: Config = { ...first.config, seedDemo: false };
  const { app, deps } = await buildApp(config, options);
  await app.ready();
  return { app, deps, config, close: () => app.close() };
}

export function demoPassword(userName: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.user_name === userName);
  if (!account) throw new Error(`No demo account ${userName}`);
  return account.password;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address (request.ip, as trustProxy is off); 127.0.0.1 when absent. */
  remoteAddress?: string;
}

/** Calls a route of the contract table the way a client does. */
export function call(
  app: FastifyInstance,
  id: RouteId,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const def = routes[id];
  const request: InjectOptions = {
    method: def.method,
    url: buildPath(def.path, input),
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  };
  if (def.method === 'POST') request.payload = input;
  else request.query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
  return app.inject(request);
}

/**
 * The answer of a call that succeeded, typed by its route's response schema in the contract (what
 * the server sent it through): the test fails on any other status.
 */
export function answerOf<K extends RouteId>(id: K, res: LightMyRequestResponse): ResponseOf<K> {
  expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
  return res.json() as ResponseOf<K>;
}

/** Calls a route that must succeed (200) and answers its typed answer (`answerOf`). */
export async function callOk<K extends RouteId>(
  app: FastifyInstance,
  id: K,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ResponseOf<K>> {
  return answerOf(id, await call(app, id, input, options));
}

/** The record of an item answer (`{ item }`), as the route's response schema declares it. */
export type ItemOf<K extends RouteId> = ResponseOf<K> extends { item: infer T } ? T : never;

export async function captchaToken(app: FastifyInstance): Promise<string> {
  const res = await call(app, 'auth.captcha');
  return solveChallenge(res.json());
}

export async function encrypted(app: FastifyInstance, password: string): Promise<string> {
  const res = await call(app, 'auth.publicKey');
  return encryptPassword(res.json().key, password);
}

/** What a sign-in sends: the password encrypted and a solved captcha. */
export async function loginInput(app: FastifyInstance, username: string, password: string) {
  return { username, password: await encrypted(app, password), token: await captchaToken(app) };
}

/** A full sign-in through the public protocol; answers the raw response. */
export async function loginRaw(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return call(app, 'auth.login', await loginInput(app, username, password), options);
}

let addressCounter = 0;
/** A caller address no other test uses, so per-address sign-in limits do not interfere. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A sign-in's answer: the session's tokens and who signed in. */
export type SessionTokens = ResponseOf<'auth.login'>;

export async function login(
  app: FastifyInstance,
  username: string,
  options: { remoteAddress?: string } = {},
): Promise<SessionTokens> {
  const res = await loginRaw(app, username, demoPassword(username), options);
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json();
}
