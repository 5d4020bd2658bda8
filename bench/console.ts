import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import type { buildApp as BuildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';
import { freshPostgres } from './database';

/**
 * The real app on a fresh database (SQLite in a temporary folder, or a fresh PostgreSQL database
 * on the server `DATABASE_URL` names), the access log at info on /dev/null, signed in as
 * operator1 through the public protocol. `build` is this checkout's `buildApp` or another's
 * (request-ab.ts).
 */
export async function startConsole(build: typeof BuildApp) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    CAPTCHA_MAX_NUMBER: '1000',
  });
  const { app } = await build(config, {
    logStream: pino.destination({ dest: os.devNull, sync: false }),
  });
  await app.ready();

  const json = async (options: InjectOptions) => (await app.inject(options)).json();
  const { key } = await json({ url: '/api/v1/manager/auth/public_key' });
  const challenge = await json({ url: '/api/v1/manager/auth/captcha' });
  const session = await json({
    method: 'POST',
    url: '/api/v1/manager/auth/login',
    payload: {
      username: 'operator1',
      password: encryptPassword(key, 'Operat@1234'),
      token: await solveChallenge(challenge),
    },
  });
  return {
    app,
    config,
    postgres: postgres !== null,
    auth: { authorization: `Bearer ${session.access_token}` },
    close: async () => {
      await app.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
