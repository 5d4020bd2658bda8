import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { TransitionRow, TransitionsTable } from '../db/schema';

/** State history rows (machines/transitions.ts writes them through recordTransition). */
export const transitionsRepository = {
  insert(db: Db, row: Insertable<TransitionsTable>) {
    return db.insertInto('transitions').values(row).execute();
  },

  /** An entity's history across the machines named, newest first. */
  history(db: Db, machineNames: string[], entityId: number): Promise<TransitionRow[]> {
    return db
      .selectFrom('transitions')
      .selectAll()
      .where('machine', 'in', machineNames)
      .where('entity_id', '=', entityId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
};
