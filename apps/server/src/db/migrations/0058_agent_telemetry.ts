import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * Agent telemetry (issue 15): raw URL requests, app sessions (one row per local day they touch)
 * and search keywords, kept 30 days; daily rollups per agent, staff user (0: none or unknown),
 * local day in the parent's time zone and domain, URL, app or keyword, kept 400 days; and the
 * batches already taken, so a repeated batch id changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('telemetry_batches')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_batches_pk', ['agent_id', 'batch_id'])
    .execute();
  await db.schema
    .createIndex('telemetry_batches_received')
    .on('telemetry_batches')
    .column('received_at')
    .execute();

  await db.schema
    .createTable('telemetry_url_requests')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('request_count', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telemetry_app_sessions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('stop_time', 'text', (c) => c.notNull())
    .addColumn('usage_time', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('telemetry_keywords')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keyword', 'text', (c) => c.notNull())
    /** agent | url: sent as a keyword, or read from a search URL. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .execute();
  // Retention deletes by time; the app-usage list reads one agent's sessions of one day.
  for (const table of ['telemetry_url_requests', 'telemetry_app_sessions', 'telemetry_keywords']) {
    await db.schema.createIndex(`${table}_time`).on(table).column('start_time').execute();
  }
  await db.schema
    .createIndex('telemetry_app_sessions_agent_day')
    .on('telemetry_app_sessions')
    .columns(['agent_id', 'day', 'start_time'])
    .execute();

  await db.schema
    .createTable('telemetry_domain_days')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_domain_days_pk', ['agent_id', 'day', 'staff_id', 'domain'])
    .execute();
  await db.schema
    .createTable('telemetry_url_days')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** The SHA-256 of the URL, as the key: a URL can be longer than an index entry may be. */
    .addColumn('url_hash', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_url_days_pk', ['agent_id', 'day', 'staff_id', 'url_hash'])
    .execute();
  await db.schema
    .createTable('telemetry_app_days')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_app_days_pk', ['agent_id', 'day', 'staff_id', 'app_name'])
    .execute();
  await db.schema
    .createTable('telemetry_keyword_days')
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('telemetry_keyword_days_pk', [
      'agent_id',
      'day',
      'staff_id',
      'keyword',
    ])
    .execute();
  for (const table of ROLLUPS) {
    await db.schema.createIndex(`${table}_day`).on(table).column('day').execute();
  }
}

const ROLLUPS = [
  'telemetry_domain_days',
  'telemetry_url_days',
  'telemetry_app_days',
  'telemetry_keyword_days',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    ...ROLLUPS,
    'telemetry_keywords',
    'telemetry_app_sessions',
    'telemetry_url_requests',
    'telemetry_batches',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
