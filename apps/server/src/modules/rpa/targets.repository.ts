import type { RpaTarget } from '@console/contract/schemas/rpa';
import type { Db } from '../../db/database';

/** The reads of the agents area's tables that finding a job's targets needs. */
export const targetsRepository = {
  /**
   * A parent's agents, by id: all of them (`parent`), those named (`agents`) or those on which
   * the staff users named sign in (`staff`, by their enabled links).
   */
  agentsOf(
    db: Db,
    choice: {
      admin_id: number;
      target: RpaTarget;
      agent_ids: readonly number[];
      staff_ids: readonly number[];
    },
  ) {
    let q = db
      .selectFrom('agents')
      .select(['agents.id', 'agents.name', 'agents.version', 'agents.last_seen_at'])
      .where('agents.admin_id', '=', choice.admin_id);
    if (choice.target === 'agents') {
      q = q.where('agents.id', 'in', [...choice.agent_ids]);
    } else if (choice.target === 'staff') {
      q = q.where((eb) =>
        eb(
          'agents.id',
          'in',
          eb
            .selectFrom('staff_agents')
            .select('staff_agents.agent_id')
            .where('staff_agents.admin_id', '=', choice.admin_id)
            .where('staff_agents.enable', '=', 1)
            .where('staff_agents.staff_id', 'in', [...choice.staff_ids]),
        ),
      );
    }
    return q.orderBy('agents.id').execute();
  },

  /** Which of these agents are linked to the parent. */
  parentAgents(db: Db, adminId: number, agentIds: readonly number[]) {
    return db
      .selectFrom('agents')
      .select('id')
      .where('id', 'in', [...agentIds])
      .where('admin_id', '=', adminId)
      .execute();
  },

  /** Which of these staff users are the parent's. */
  parentStaff(db: Db, adminId: number, staffIds: readonly number[]) {
    return db
      .selectFrom('staff_users')
      .select('id')
      .where('id', 'in', [...staffIds])
      .where('admin_id', '=', adminId)
      .execute();
  },

  /** A parent's enabled staff-agent links with the staff user's name, by that name. */
  signedIn(db: Db, adminId: number) {
    return db
      .selectFrom('staff_agents')
      .innerJoin('staff_users', 'staff_users.id', 'staff_agents.staff_id')
      .select(['staff_agents.agent_id', 'staff_users.user_name'])
      .where('staff_agents.admin_id', '=', adminId)
      .where('staff_agents.enable', '=', 1)
      .orderBy('staff_users.user_name')
      .execute();
  },
};
