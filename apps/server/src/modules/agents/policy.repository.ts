import type { Db } from '../../db/database';

/** The SQL of what an agent's policy is built from besides its row and staff user. */
export const policyRepository = {
  ruleEntries(db: Db, id: number | null) {
    if (id === null) return Promise.resolve(undefined);
    return db
      .selectFrom('rule_groups')
      .select(['entries', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async browsersVersion(db: Db) {
    const row = await db
      .selectFrom('browser_rule_versions')
      .select((eb) => eb.fn.max('version').as('v'))
      .executeTakeFirst();
    return row?.v == null ? null : Number(row.v);
  },
};
