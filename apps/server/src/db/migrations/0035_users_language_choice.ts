import type { Kysely } from 'kysely';

/**
 * When the account's owner chose his language himself (sign-up, the language menu, My
 * information). Only a chosen language is applied at sign-in; the column `language` alone cannot
 * tell a choice from its default, and the demo and invited accounts never chose.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language_chosen_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language_chosen_at').execute();
}
