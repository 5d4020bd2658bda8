import { sql, type Kysely } from 'kysely';

/**
 * A rule group's name is unique among its owner's groups of its kind, case aside: the global
 * groups (no owner) count as one owner, so two global blacklists cannot both be "Games".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('rule_groups_owner_kind_name')
    .on('rule_groups')
    .unique()
    .expression(sql`coalesce(admin_id, 0), kind, lower(name)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rule_groups_owner_kind_name').execute();
}
