import type { Insertable } from 'kysely';
import type { CommandState } from '@console/contract/schemas/agents';
import type { Db } from '../../db/database';
import { pageBounds, queryPage } from '../../db/paging';
import type { AgentCommandsTable } from './agents.tables';

/** The SQL of the commands sent to agents. */
export const commandsRepository = {
  insertCommand(db: Db, row: Insertable<AgentCommandsTable>) {
    return db.insertInto('agent_commands').values(row).returningAll().executeTakeFirstOrThrow();
  },

  command(db: Db, id: number) {
    return db.selectFrom('agent_commands').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** What a check-in hands over: queued or sent and not received, not expired, oldest first. */
  deliverable(db: Db, agentId: number, now: string) {
    return db
      .selectFrom('agent_commands')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('state', 'in', ['queued', 'sent'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .orderBy('id')
      .execute();
  },

  /** Moves a command from one of `from` to `to`; false when it was in none of them. */
  async moveCommand(
    db: Db,
    id: number,
    from: readonly CommandState[],
    to: CommandState,
    now: string,
    output?: string,
  ) {
    const result = await db
      .updateTable('agent_commands')
      .set({ state: to, updated_at: now, ...(output !== undefined && { output }) })
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  unfinished(db: Db, agentId: number, states: readonly CommandState[]) {
    return db
      .selectFrom('agent_commands')
      .select(['id', 'state'])
      .where('agent_id', '=', agentId)
      .where('state', 'in', states)
      .execute();
  },

  overdue(db: Db, now: string, states: readonly CommandState[]) {
    return db
      .selectFrom('agent_commands')
      .select(['id', 'state', 'agent_id'])
      .where('state', 'in', states)
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .orderBy('id')
      .limit(500)
      .execute();
  },

  async commands(db: Db, agentId: number, page: number, size: number, order: 'asc' | 'desc') {
    const query = db.selectFrom('agent_commands').where('agent_id', '=', agentId);
    return queryPage(
      pageBounds(page, size),
      query.selectAll().orderBy('id', order === 'asc' ? 'desc' : 'asc'),
      query,
    );
  },
};
