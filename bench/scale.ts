// `npm run bench:scale`: the list calls on the database `npm run seed:scale` filled (SQLite in
// DATA_DIR, default ./data-scale, or DATABASE_URL), each called in turn through the real app
// (app.inject: routing, sign-in check, validation, SQL, response schema), printing p50 and p95.
// Starting the app applies pending migrations, so new indexes are built on the first run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routes, buildPath, type RouteId } from '@console/contract/routes';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { signAccessToken, startRefreshFamily } from '../apps/server/src/modules/auth/tokens';
import { loadAverage } from './load';

const TIMES = Number(process.env.SCALE_TIMES ?? 40);

const config = loadConfig({
  ...process.env,
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data-scale'),
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  JOBS_POLL_MS: '0',
});
const started = performance.now();
const { app, deps } = await buildApp(config, { logStream: fs.createWriteStream(os.devNull) });
console.log(
  `app ready (migrations included) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const admin =
  (await deps.db
    .selectFrom('users')
    .selectAll()
    .where('user_name', '=', 'scaleadmin')
    .executeTakeFirst()) ??
  (await deps.db
    .insertInto('users')
    .values({
      user_name: 'scaleadmin',
      role: 'admin',
      created_at: 'now',
      updated_at: 'now',
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow());
// A real session (a refresh-token family), as a sign-in makes: every call checks it is live.
const { sessionId } = await startRefreshFamily(deps.db, admin.id);
const token = await signAccessToken(deps.tokens, admin, sessionId, 3600);
const { total } = await deps.db
  .selectFrom('users')
  .select((eb) => eb.fn.countAll<number>().as('total'))
  .executeTakeFirstOrThrow();

async function call(id: RouteId, input: Record<string, unknown>) {
  const def = routes[id];
  const res = await app.inject({
    method: def.method,
    url: buildPath(def.path, input),
    headers: { authorization: `Bearer ${token}` },
    ...(def.method === 'POST'
      ? { payload: input }
      : { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }),
  });
  if (res.statusCode !== 200) throw new Error(`${id}: ${res.statusCode} ${res.body}`);
  return res.json() as { total?: number; total_capped?: boolean; list?: unknown[] };
}

async function measure(name: string, id: RouteId, input: Record<string, unknown>) {
  const first = await call(id, input);
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < TIMES; i++) {
    const t0 = performance.now();
    await call(id, input);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  // This process's CPU per call: on SQLite the whole call (the database runs in it); on
  // PostgreSQL the Node side only. Other load on the machine disturbs it less than the times.
  const cpuMs = ((cpu.user + cpu.system) / 1000 / TIMES).toFixed(1);
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(1);
  const found = `${first.total ?? first.list?.length ?? 0}${first.total_capped ? '+' : ''}`;
  console.log(
    `${name.padEnd(44)} p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  cpu ${cpuMs.padStart(6)} ms  (${found} found)`,
  );
}

console.log(
  `${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}: ${Number(total).toLocaleString('en')} users; ` +
    `${TIMES} calls each; load average ${loadAverage()}`,
);
// The load once more at the end: the machine is shared.
process.on('beforeExit', () => console.log(`load average at the end ${loadAverage()}`));
const page = { page: 1, page_size: 10 };
for (const sort of ['id', 'user_name', 'email', 'created_at', 'subscription_end']) {
  for (const order of ['asc', 'desc']) {
    await measure(`user/list sort ${sort} ${order}`, 'users.list', { ...page, sort, order });
  }
}
await measure('user/list keyword "scale0123456"', 'users.list', {
  ...page,
  keyword: 'scale0123456',
});
await measure('user/list keyword "an 4242"', 'users.list', { ...page, keyword: 'an 4242' });
await measure('user/list keyword "NGUYEN AN 4242"', 'users.list', {
  ...page,
  keyword: 'NGUYEN AN 4242',
});
await measure('user/list keyword "đặng hà 99", by name', 'users.list', {
  ...page,
  keyword: 'đặng hà 99',
  sort: 'user_name',
});
await measure('user/list keyword "nguyen" (many)', 'users.list', { ...page, keyword: 'nguyen' });
await measure('user/list keyword "@example" (all match)', 'users.list', {
  ...page,
  keyword: '@example',
});
await measure('user/search_like email "scale77777."', 'users.searchLike', {
  keyword: 'scale77777.',
  type: 'email',
});
await measure('user/search_like phone "0912345"', 'users.searchLike', {
  keyword: '0912345',
  type: 'phone',
});
await measure('user/search_like parent_id', 'users.searchLike', {
  keyword: String(admin.id - 5),
  type: 'parent_id',
});
await measure('user/list_like "scale00042"', 'users.listLike', { user_name: 'scale00042' });
await measure('sale/list (all time)', 'sales.list', page);
await measure('sale/list (one month)', 'sales.list', {
  ...page,
  from: '2025-06-01',
  to: '2025-06-30',
});
await measure('sale/list (15 Jun 2025 - 10 Feb 2026)', 'sales.list', {
  ...page,
  from: '2025-06-15',
  to: '2026-02-10',
});
await measure('sale/list salesman "scaleseller7"', 'sales.list', {
  ...page,
  salesman: 'scaleseller7',
});
await measure('promotion sales of one code', 'promotions.sales', { ...page, code: 'SCALE7' });
await app.close();
