import { sql, type Kysely } from 'kysely';
import { idColumn, idType } from './dialect';

/**
 * One history of state changes for every machine (subscriptions, memberships, promotion codes,
 * and the campaigns, blocklist entries and agent commands to come): who moved which entity from
 * which state to which, when, why, and what else changed (`details`, JSON). The subscription
 * history kept so far moves into it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transitions')
    .addColumn('id', idType(db), idColumn(db))
    .addColumn('machine', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transitions_entity')
    .on('transitions')
    .columns(['machine', 'entity_id', 'at'])
    .execute();

  const rows = await sql<{
    user_id: number;
    at: string;
    actor_id: number | null;
    actor_name: string;
    action: string;
    from_role: string;
    to_role: string;
    from_end: string | null;
    to_end: string | null;
    months: number;
  }>`select * from subscription_history order by id`.execute(db);
  for (const r of rows.rows) {
    const machine = r.action === 'membership' ? 'membership' : 'subscription';
    const action = r.action === 'membership' ? 'activate' : r.action;
    const details = JSON.stringify({ from_end: r.from_end, to_end: r.to_end, months: r.months });
    await sql`insert into transitions
      (machine, entity_id, action, from_state, to_state, actor_id, actor_name, details, at)
      values (${machine}, ${r.user_id}, ${action}, ${r.from_role}, ${r.to_role}, ${r.actor_id},
        ${r.actor_name}, ${details}, ${r.at})`.execute(db);
  }
  await db.schema.dropTable('subscription_history').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('transitions').execute();
}
