import type {
  Application,
  ApplicationListRequest,
  WebsiteGroup,
} from '@console/contract/schemas/overview';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import { pageBounds } from '../../db/paging';
import { toGroup } from '../rules/rules.service';
import { overviewRepository as repo } from './overview.repository';

/**
 * The overview pages' reads (docs: docs/spec/readings.md, /website and /application). Both cross every
 * parent, so their calls are for employees only; /policy is the agents area's `viewPolicy` (agents/policy.service.ts).
 */

/** The global web lists, each with the staff users that have it assigned and their parents. */
export async function listWebsites({ db }: Deps): Promise<WebsiteGroup[]> {
  const groups = await repo.globalWebGroups(db);
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.id);
  // One row per (group, staff user) that uses it, whichever column holds it.
  const uses = await repo.staffUsingGroups(db, ids);
  return groups.map((row) => {
    const users = uses.filter((u) => u.blacklist_id === row.id || u.whitelist_id === row.id);
    return {
      ...toGroup(row),
      staff: users.length,
      parents: new Set(users.map((u) => u.admin_id)).size,
    };
  });
}

/** The app catalogue, a page at a time, with agent counts and the groups blocking each app. */
export async function listApplications(
  { db }: Deps,
  q: ApplicationListRequest,
): Promise<{ total: number; list: Application[] }> {
  const total = await repo.countApplications(db, q.keyword);
  const rows = await repo.applicationsPage(db, q, pageBounds(q.page, q.page_size));
  const blockers = await blockersOf(
    db,
    rows.map((r) => r.name),
  );
  return {
    total,
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
async function blockersOf(db: Db, names: string[]) {
  const found = new Map<string, Application['blocked_by']>();
  if (names.length === 0) return found;
  const groups = await repo.blocklistsNaming(db, names);
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
