// Starts the console for the browser tests on a fresh SQLite database with the demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const port = process.env.E2E_PORT ?? '8090';
const dataDir = path.resolve(here, `../.tmp/data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn('npx', ['tsx', path.resolve(here, '../../apps/server/src/server.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The sign-in captcha's proof of work at a tenth of its default: every sign-in and
    // registration still solves one, in a tenth of the CPU time.
    CAPTCHA_MAX_NUMBER: '10000',
    // The demo roles' sessions are signed in once and shared by the tests (support/sessions.ts). A
    // refresh rotates the refresh token, and a second use of the old one ends the session for every
    // test sharing it, so the access tokens outlive any run: a day. The token-expiry tests make
    // their own expired tokens on sessions of their own.
    ACCESS_TOKEN_TTL: '86400',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
