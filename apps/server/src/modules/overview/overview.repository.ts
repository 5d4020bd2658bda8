import type { ApplicationListRequest } from '@console/contract/schemas/overview';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PageBounds } from '../../db/paging';
import { containsPattern, lowerLike } from '../../db/search';

const SORT_COLUMNS = {
  name: sql`lower(c.name)`,
  agents: sql.ref('agents'),
  first_seen_at: sql.ref('c.first_seen_at'),
  last_seen_at: sql.ref('c.last_seen_at'),
} as const;

/** The app catalogue, or its names holding `keyword` (any case). */
function catalogue(db: Db, keyword: string | undefined) {
  const query = db.selectFrom('app_catalogue as c');
  return keyword ? query.where(lowerLike('c.name', containsPattern(keyword.toLowerCase()))) : query;
}

/** The overview pages' reads, across every parent. */
export const overviewRepository = {
  /** The global black- and whitelists, blacklists first. */
  globalWebGroups(db: Db) {
    return db
      .selectFrom('rule_groups')
      .selectAll()
      .where('admin_id', 'is', null)
      .where('kind', 'in', ['blacklist', 'whitelist'])
      .orderBy('kind')
      .orderBy('id')
      .execute();
  },

  /** One row per staff user that uses one of the groups `ids`, whichever column holds it. */
  staffUsingGroups(db: Db, ids: number[]) {
    return db
      .selectFrom('staff_users')
      .select(['id', 'admin_id', 'blacklist_id', 'whitelist_id'])
      .where((eb) => eb.or([eb('blacklist_id', 'in', ids), eb('whitelist_id', 'in', ids)]))
      .execute();
  },

  async countApplications(db: Db, keyword: string | undefined): Promise<number> {
    const counted = await catalogue(db, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  },

  /** A page of the catalogue, with the number of agents that have each app installed. */
  applicationsPage(
    db: Db,
    q: Pick<ApplicationListRequest, 'keyword' | 'sort' | 'order'>,
    page: PageBounds,
  ) {
    return (
      catalogue(db, q.keyword)
        .select(['c.id', 'c.name', 'c.source', 'c.first_seen_at', 'c.last_seen_at'])
        .select((eb) =>
          eb
            .selectFrom('agent_software as s')
            .whereRef('s.display_name', '=', 'c.name')
            .select((inner) => inner.fn.count<number>('s.agent_id').distinct().as('n'))
            .as('agents'),
        )
        .orderBy(SORT_COLUMNS[q.sort], q.order)
        // Ties (as many agents, the same time) in name order.
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    );
  },

  /**
   * The app blocklists (global and parents') that may hold one of `names`, global ones first.
   * Entries are stored as a JSON array, so a name sits in them as its JSON string; this text match
   * narrows the groups read, their parsed entries decide.
   */
  blocklistsNaming(db: Db, names: string[]) {
    return db
      .selectFrom('rule_groups')
      .selectAll()
      .where('kind', '=', 'blocklist')
      .where((eb) =>
        eb.or(
          names.map(
            (name) =>
              sql<boolean>`${sql.ref('entries')} like ${containsPattern(JSON.stringify(name))} escape '\\'`,
          ),
        ),
      )
      .orderBy(sql`case when admin_id is null then 0 else 1 end`)
      .orderBy('id')
      .execute();
  },
};
