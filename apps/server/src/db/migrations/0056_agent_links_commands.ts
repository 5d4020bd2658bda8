import type { Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * What the agents area adds to the agents of 0043: the OTP an agent shows (hashed, expiring,
 * counted tries), the link requests a parent makes with it, the commands queued for an agent
 * (their history goes to `transitions`), the software each agent reported with the differences
 * between its snapshots, and the latest agent version offered for download.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_otps')
    .addColumn('agent_id', 'integer', (c) => c.primaryKey().references('agents.id'))
    .addColumn('otp_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agent_link_requests')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    /** pending | confirmed | void */
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('agent_link_requests_agent')
    .on('agent_link_requests')
    .columns(['agent_id', 'state'])
    .execute();

  await db.schema
    .createTable('agent_commands')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('command', 'text', (c) => c.notNull())
    /** JSON: what the command needs (update_now: version and url). */
    .addColumn('args', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('output', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('agent_commands_agent_state')
    .on('agent_commands')
    .columns(['agent_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('agent_commands_state_expiry')
    .on('agent_commands')
    .columns(['state', 'expires_at'])
    .execute();

  await db.schema
    .createTable('agent_software')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('installed_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_software_agent')
    .on('agent_software')
    .columns(['agent_id', 'display_name'])
    .execute();

  await db.schema
    .createTable('agent_software_uploads')
    .addColumn('agent_id', 'integer', (c) => c.primaryKey().references('agents.id'))
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('agent_software_changes')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    /** added | removed | changed */
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('old_version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('publisher', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_software_changes_agent')
    .on('agent_software_changes')
    .columns(['agent_id', 'at'])
    .execute();

  await db.schema
    .createTable('agent_releases')
    /** win */
    .addColumn('platform', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'agent_releases',
    'agent_software_changes',
    'agent_software_uploads',
    'agent_software',
    'agent_commands',
    'agent_link_requests',
    'agent_otps',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
