import { sql, type Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * What a parent controls and what enforces it: rule groups (web black and white lists, app
 * blocklists; `admin_id` null for the global ones staff keep), the app catalogue, the parent's staff
 * users with their modes and timer, the agents and which staff user signs in on which agent. Laid
 * down together because the rule screens, the staff screens and the agents' policy all read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rule_groups')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id'))
    /** blacklist | whitelist (web) | blocklist (apps) */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON array of normalised entries (domains or URLs, or app names). */
    .addColumn('entries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rule_groups_owner_kind')
    .on('rule_groups')
    .columns(['admin_id', 'kind'])
    .execute();

  await db.schema
    .createTable('app_catalogue')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    /** seed | agent */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    /** normal | blacklist | whitelist | blocklist */
    .addColumn('run_mode', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('blacklist_id', 'integer', (c) => c.references('rule_groups.id'))
    .addColumn('whitelist_id', 'integer', (c) => c.references('rule_groups.id'))
    .addColumn('blocklist_id', 'integer', (c) => c.references('rule_groups.id'))
    /** cover | closetab */
    .addColumn('tab_action', 'text', (c) => c.notNull().defaultTo('cover'))
    /** hide | toast */
    .addColumn('notification_mode', 'text', (c) => c.notNull().defaultTo('toast'))
    /** manual | timer */
    .addColumn('app_mode', 'text', (c) => c.notNull().defaultTo('manual'))
    /** JSON: allowed windows per weekday, {"mon":[["08:00","17:00"]], ...}. */
    .addColumn('timer', 'text', (c) => c.notNull().defaultTo('{}'))
    /** Moves with every change of this staff user's settings: part of the agents' policy version. */
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_users_owner_name', ['admin_id', 'user_name'])
    .execute();

  await db.schema
    .createTable('agents')
    .addColumn('id', idType(db), idColumn(db))
    /** The agent's own id for its install, sent at enrolment: enrolment is idempotent on it. */
    .addColumn('install_id', 'text', (c) => c.notNull().unique())
    /** The parent it is linked to; null until an OTP links it. */
    .addColumn('admin_id', 'integer', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_login', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('block_browser', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('os_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'text')
    .addColumn('policy_fetched_at', 'text')
    .addColumn('policy_etag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agents_admin').on('agents').columns(['admin_id']).execute();

  await db.schema
    .createTable('staff_agents')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    /** 0 or 1; at most one enabled link per agent. */
    .addColumn('enable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_agents_pair', ['agent_id', 'staff_id'])
    .execute();
  await db.schema
    .createIndex('staff_agents_one_enabled')
    .on('staff_agents')
    .column('agent_id')
    .unique()
    .where(sql.ref('enable'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_agents').execute();
  await db.schema.dropTable('agents').execute();
  await db.schema.dropTable('staff_users').execute();
  await db.schema.dropTable('app_catalogue').execute();
  await db.schema.dropTable('rule_groups').execute();
}
