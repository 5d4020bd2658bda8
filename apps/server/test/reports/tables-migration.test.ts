import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../src/db/migrations/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DB } from '../helpers/database';

/**
 * Migration 0073 renames the reports tables of 0058 (`telemetry_*` → `report_*`) with their
 * indexes, which bench/agents-seed.ts drops and makes again by name; and back when rolled back,
 * with the rows kept. On both databases, by project.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUFFIXES = [
  'batches_received',
  'url_requests_time',
  'app_sessions_time',
  'keywords_time',
  'app_sessions_agent_day',
  'domain_days_day',
  'url_days_day',
  'app_days_day',
  'keyword_days_day',
];

/** The tables and indexes whose names start with `prefix_`. */
async function named(prefix: string) {
  const like = `${prefix}\\_%`;
  const { rows } =
    TEST_DB === 'postgres'
      ? await sql<{ name: string; kind: string }>`
          select tablename as name, 'table' as kind from pg_tables
            where schemaname = current_schema() and tablename like ${like} escape '\\'
          union all
          select indexname, 'index' from pg_indexes
            where schemaname = current_schema() and indexname like ${like} escape '\\'`.execute(
          t.deps.db,
        )
      : await sql<{ name: string; kind: string }>`
          select name, type as kind from sqlite_master
            where type in ('table', 'index') and name like ${like} escape '\\'
              and name not like 'sqlite_autoindex%'`.execute(t.deps.db);
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => r.name)
      .sort();
  return { tables: of('table'), indexes: of('index') };
}

const migrator = () =>
  new Migrator({ db: t.deps.db, provider: { getMigrations: () => Promise.resolve(migrations) } });

describe('the reports tables (migration 0073)', () => {
  it('are report_*, with every index of 0058 under the new name, and no telemetry_* left', async () => {
    const now = await named('report');
    expect(now.tables).toEqual(
      [
        'app_days',
        'app_sessions',
        'batches',
        'domain_days',
        'keyword_days',
        'keywords',
        'url_days',
        'url_requests',
      ].map((x) => `report_${x}`),
    );
    expect(now.indexes).toEqual(expect.arrayContaining(SUFFIXES.map((x) => `report_${x}`)));
    expect(await named('telemetry')).toEqual({ tables: [], indexes: [] });
  });

  it('roll back to telemetry_* with their rows and indexes, and forward again', async () => {
    const agent = await t.deps.db
      .selectFrom('agents')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const batch = { agent_id: agent.id, batch_id: 'migration-0073', item_count: 3 };
    await t.deps.db
      .insertInto('report_batches')
      .values({ ...batch, received_at: '2030-01-01T00:00:00.000Z' })
      .execute();

    // Back to before 0073, through the migrations that came after it.
    const down = await migrator().migrateTo('0072_browser_rules_generation');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0073_reports_tables');
    const before = await named('telemetry');
    expect(before.tables).toHaveLength(8);
    expect(before.indexes).toEqual(expect.arrayContaining(SUFFIXES.map((x) => `telemetry_${x}`)));
    expect(await named('report')).toEqual({ tables: [], indexes: [] });
    const { rows } = await sql<{ item_count: number }>`
      select item_count from telemetry_batches where batch_id = 'migration-0073'`.execute(
      t.deps.db,
    );
    expect(rows.map((r) => Number(r.item_count))).toEqual([3]);

    const up = await migrator().migrateToLatest();
    expect(up.error).toBeUndefined();
    const kept = await t.deps.db
      .selectFrom('report_batches')
      .select('item_count')
      .where('batch_id', '=', 'migration-0073')
      .execute();
    expect(kept).toEqual([{ item_count: 3 }]);
  });
});
