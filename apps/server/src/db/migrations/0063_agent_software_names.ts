import type { Kysely } from 'kysely';

/**
 * The /application page counts, per catalogue name, the agents whose software report holds it:
 * an index by name serves that count without reading every agent's whole list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('agent_software_name')
    .on('agent_software')
    .columns(['display_name', 'agent_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('agent_software_name').execute();
}
