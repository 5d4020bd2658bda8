import type { Software } from '@console/contract/schemas/agents';
import type { AuthUser, Deps } from '../../context';
import { lockSet } from '../../db/database';
import { PLATFORM } from './answers';
import { reachableAgent } from './reach';
import { softwareRepository as repo } from './software.repository';

export async function listSoftware(
  deps: Deps,
  user: AuthUser,
  input: {
    agent_id: number;
    admin_id?: number;
    keyword: string;
    page: number;
    page_size: number;
    order: 'asc' | 'desc';
  },
) {
  const agent = await reachableAgent(deps, user, input.agent_id, input.admin_id);
  const [{ rows, total }, upload] = await Promise.all([
    repo.searchSoftware(deps.db, agent.id, input.keyword, input.page, input.page_size, input.order),
    repo.upload(deps.db, agent.id),
  ]);
  return { total, list: rows, uploaded_at: upload?.uploaded_at ?? null };
}

const softwareKey = (s: { display_name: string; publisher: string }) =>
  `${s.display_name.toLowerCase()}\u0000${s.publisher.toLowerCase()}`;

/**
 * A full snapshot of the agent's software replaces the last one; what was added, removed or
 * changed version is kept as history (agent_software_changes). Apps new to the catalogue join it.
 */
export async function uploadSoftware(deps: Deps, agentId: number, list: Software[]) {
  const at = deps.clock.now().toISOString();
  const unique = new Map<string, Software>();
  for (const item of list) unique.set(softwareKey(item), item);
  return deps.db.transaction().execute(async (trx) => {
    await lockSet(trx, `agent-software:${agentId}`);
    const before = new Map((await repo.software(trx, agentId)).map((r) => [softwareKey(r), r]));
    const changes: {
      change: 'added' | 'removed' | 'changed';
      item: Software;
      old_version?: string;
    }[] = [];
    for (const [key, item] of unique) {
      const old = before.get(key);
      if (!old) changes.push({ change: 'added', item });
      else if (old.version !== item.version)
        changes.push({ change: 'changed', item, old_version: old.version });
    }
    for (const [key, old] of before) {
      if (!unique.has(key)) changes.push({ change: 'removed', item: old });
    }
    await repo.replaceSoftware(
      trx,
      agentId,
      [...unique.values()].map((s) => ({ agent_id: agentId, ...s })),
    );
    await repo.recordUpload(trx, agentId, at, unique.size);
    const rows = changes.map((c) => ({
      agent_id: agentId,
      change: c.change,
      display_name: c.item.display_name,
      version: c.item.version,
      old_version: c.old_version ?? '',
      publisher: c.item.publisher,
      at,
    }));
    await repo.recordSoftwareChanges(trx, rows);
    await repo.catalogue(
      trx,
      [...unique.values()].map((s) => s.display_name),
      at,
    );
    const count = (kind: string) => changes.filter((c) => c.change === kind).length;
    return { added: count('added'), removed: count('removed'), changed: count('changed') };
  });
}

// ---- releases: the agent version the console offers as an update ----

export async function getRelease(deps: Deps) {
  return (await repo.release(deps.db, PLATFORM)) ?? null;
}

export async function setRelease(
  deps: Deps,
  user: { user_name: string },
  input: { version: string; url: string },
) {
  await repo.setRelease(
    deps.db,
    PLATFORM,
    input.version,
    input.url,
    user.user_name,
    deps.clock.now().toISOString(),
  );
  return getRelease(deps);
}
