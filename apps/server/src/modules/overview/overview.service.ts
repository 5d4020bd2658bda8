import type {
  Application,
  ApplicationListRequest,
  WebsiteGroup,
} from '@console/contract/schemas/overview';
import { sql } from 'kysely';
import type { Deps } from '../../context';
import { containsPattern, lowerLike } from '../../db/search';
import { toGroup } from '../rules/rules.service';

/**
 * The overview pages' reads (docs: readings.md, /website and /application). Both cross every
 * parent, so their calls are staff only; /policy is the agents service's `viewPolicy`.
 */

/** The global web lists, each with the staff users that have it assigned and their parents. */
export async function listWebsites({ db }: Deps): Promise<WebsiteGroup[]> {
  const groups = await db
    .selectFrom('rule_groups')
    .selectAll()
    .where('admin_id', 'is', null)
    .where('kind', 'in', ['blacklist', 'whitelist'])
    .orderBy('kind')
    .orderBy('id')
    .execute();
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  // One row per (group, staff user) that uses it, whichever column holds it.
  const uses = await db
    .selectFrom('staff_users')
    .select(['id', 'admin_id', 'blacklist_id', 'whitelist_id'])
    .where((eb) => eb.or([eb('blacklist_id', 'in', ids), eb('whitelist_id', 'in', ids)]))
    .execute();
  return groups.map((row) => {
    const users = uses.filter((u) => u.blacklist_id === row.id || u.whitelist_id === row.id);
    return {
      ...toGroup(row),
      staff: users.length,
      parents: new Set(users.map((u) => u.admin_id)).size,
    };
  });
}

const SORT_COLUMNS = {
  name: sql`lower(c.name)`,
  agents: sql.ref('agents'),
  first_seen_at: sql.ref('c.first_seen_at'),
  last_seen_at: sql.ref('c.last_seen_at'),
} as const;

/** The app catalogue, a page at a time, with agent counts and the groups blocking each app. */
export async function listApplications(
  { db }: Deps,
  q: ApplicationListRequest,
): Promise<{ total: number; list: Application[] }> {
  let query = db.selectFrom('app_catalogue as c');
  if (q.keyword) query = query.where(lowerLike('c.name', containsPattern(q.keyword.toLowerCase())));
  const counted = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
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
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const blockers = await blockersOf(
    db,
    rows.map((r) => r.name),
  );
  return {
    total: Number(counted.n),
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      source: r.source,
      agents: Number(r.agents ?? 0),
      first_seen_at: r.first_seen_at,
      last_seen_at: r.last_seen_at,
      blocked_by: blockers.get(r.name) ?? [],
    })),
  };
}

/** The app blocklists (global and parents') holding each of `names`, global ones first. */
async function blockersOf(db: Deps['db'], names: string[]) {
  const found = new Map<string, Application['blocked_by']>();
  if (names.length === 0) return found;
  // Entries are stored as a JSON array, so a name sits in them as its JSON string; the text match
  // narrows the groups read, the parsed entries decide.
  const groups = await db
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
  for (const group of groups.map(toGroup)) {
    for (const name of names) {
      if (!group.list.includes(name)) continue;
      const list = found.get(name) ?? [];
      list.push({ id: group.id, name: group.name, type: group.type, admin_id: group.admin_id });
      found.set(name, list);
    }
  }
  return found;
}
