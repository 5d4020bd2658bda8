import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, login, PEERS_ENV, type TestApp } from '../helpers/app';
import { upload, xlsx } from '../helpers/merter';
import { draftCampaign } from '../helpers/campaigns';

/**
 * A real server process killed (SIGKILL) in the middle of a file: the file stays where its last
 * committed chunk left it, and the next server resumes it from there and finishes with the same
 * counts a run without the kill gives. The upload is made by an app in this process on the same
 * database (an SQLite file shared, PEERS_ENV), which processes nothing itself (its jobs are not
 * polled).
 */
const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
// The largest file the upload takes (5000 rows), as issue 12 asks.
const ROWS = 5000;
let t: TestApp;
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl ?? '',
      ...PEERS_ENV,
      WEB_DIST: t.config.webDist,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      JOBS_POLL_MS: '100',
      MERTER_CHUNK_ROWS: '100',
      MERTER_LEASE_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  children.push(child);
  return { child, errors: () => errors };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

async function fileRow(id: number) {
  return t.deps.db
    .selectFrom('merter_files')
    .select(['status', 'total', 'processed', 'valid', 'invalid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Polls the file until `done` says so; fails after `seconds`. */
async function until(
  id: number,
  done: (f: Awaited<ReturnType<typeof fileRow>>) => boolean,
  seconds: number,
) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const file = await fileRow(id);
    if (done(file)) return file;
    if (Date.now() > deadline) throw new Error(`file ${id} stuck at ${JSON.stringify(file)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await t?.close();
});

it('resumes a file after its server was killed, with the same final counts', async () => {
  const supporter = (await login(t.app, 'supporter1')).access_token;
  const campaignId = await draftCampaign(t.app, supporter, 'bank');
  // Row i names terminal i % 10 of M0002 (8 exist): 8 valid pairs, the rest repeat or are unknown.
  const rows = Array.from({ length: ROWS }, (_, i) => [
    'M0002',
    `M0002-T${String((i % 10) + 1).padStart(2, '0')}`,
  ]);
  const res = await upload(t.app, supporter, campaignId, await xlsx(rows));
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().item.id as number;

  const first = startServer({ MERTER_CHUNK_PAUSE_MS: '150' });
  const midway = await until(id, (f) => f.processed >= 300, 60).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${first.errors()}`);
  });
  first.child.kill('SIGKILL');
  await exited(first.child);
  const left = await fileRow(id);
  expect(midway.status).toBe('processing');
  expect(left.status).toBe('processing');
  expect(left.processed).toBeLessThan(ROWS);
  expect(left.processed % 100).toBe(0); // whole chunks only
  expect(left.valid + left.invalid).toBe(left.processed);

  const second = startServer({});
  const finished = await until(id, (f) => f.status !== 'processing', 90).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${second.errors()}`);
  });
  expect(finished).toEqual({
    status: 'done',
    total: ROWS,
    processed: ROWS,
    valid: 8,
    invalid: ROWS - 8,
  });
  const stored = await t.deps.db
    .selectFrom('merter_file_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('file_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBe(ROWS);
  second.child.kill('SIGTERM');
  await exited(second.child);
}, 180_000);
