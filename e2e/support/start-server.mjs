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
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
