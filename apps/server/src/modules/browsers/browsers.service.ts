import crypto from 'node:crypto';
import type {
  BlockedBrowser,
  BrowserEdit,
  BrowserFields,
  BrowserListRequest,
  BrowserRuleVersion,
} from '@console/contract/schemas/browsers';
import type { AuthUser, Deps } from '../../context';
import { sentOnly } from '../../db/changes';
import { isUniqueViolation, lockSet, nowIso, type Db } from '../../db/database';
import type { BlackBrowserRow, BrowserRuleVersionRow } from './browsers.tables';

type ListedBrowser = Pick<
  BlackBrowserRow,
  | 'id'
  | 'browser_name'
  | 'file_name'
  | 'original_name'
  | 'file_description'
  | 'created_at'
  | 'updated_at'
>;
import { AppError } from '../../errors';
import { browsersRepository as repo } from './browsers.repository';

const toBrowser = (row: ListedBrowser): BlockedBrowser => ({
  id: row.id,
  browser_name: row.browser_name,
  file_name: row.file_name,
  original_name: row.original_name,
  file_description: row.file_description,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const toVersion = (row: BrowserRuleVersionRow): BrowserRuleVersion => ({
  version: row.version,
  applied_at: row.applied_at,
  applied_by: row.applied_by,
  rule_count: row.rule_count,
});

/** The rule set as agents receive it, and a fingerprint that tells whether it changed. */
async function currentRules(db: Db) {
  const rules = (await repo.all(db)).map((r) => ({
    browser_name: r.browser_name,
    file_name: r.file_name,
  }));
  const json = JSON.stringify(rules);
  return { rules, json, fingerprint: crypto.createHash('sha256').update(json).digest('hex') };
}

/**
 * The state first, then the page: the page is read in the generation the state tells, or a later
 * one, never an earlier one, so a page kept for that generation is the rules as they are.
 */
export async function listBrowsers({ db }: Deps, q: BrowserListRequest) {
  const { applied, pending, generation } = await repo.appliedState(db);
  const { rows, total } = await repo.list(db, q, generation);
  return { total, list: rows.map(toBrowser), applied, pending_changes: pending };
}

export async function getBrowser({ db }: Deps, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError('browsers.not_found');
  return toBrowser(row);
}

function rejectDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('browsers.duplicate_file_name', {
      errors: [{ path: 'file_name', message: 'errors.browsers.duplicate_file_name' }],
    });
  }
  throw error;
}

export async function createBrowser({ db }: Deps, actor: AuthUser, fields: BrowserFields) {
  const now = nowIso();
  const row = await repo
    .insert(db, {
      ...fields,
      file_name_key: fields.file_name.toLowerCase(),
      created_at: now,
      updated_at: now,
      created_by: actor.user_name,
      updated_by: actor.user_name,
    })
    .catch(rejectDuplicate);
  return toBrowser(row);
}

/** Changes the fields sent; the others stay as stored. */
export async function editBrowser({ db }: Deps, actor: AuthUser, id: number, fields: BrowserEdit) {
  const row = await repo
    .update(db, id, {
      ...sentOnly(fields),
      ...(fields.file_name !== undefined && { file_name_key: fields.file_name.toLowerCase() }),
      updated_at: nowIso(),
      updated_by: actor.user_name,
    })
    .catch(rejectDuplicate);
  if (!row) throw new AppError('browsers.not_found');
  return toBrowser(row);
}

export async function deleteBrowser({ db }: Deps, id: number) {
  if (!(await repo.delete(db, id))) throw new AppError('browsers.not_found');
}

/**
 * Publishes the rule set as a new numbered version for agents to fetch. Applying an unchanged set
 * keeps the version in force, so agents do not download the same rules again. Applies are taken
 * one at a time (`lockSet`): of twenty at once, the first publishes and the rest find the set
 * unchanged (docs/decisions/state-changes.md).
 */
export async function applyBrowserRules({ db }: Deps, actor: AuthUser) {
  return db.transaction().execute(async (trx) => {
    await lockSet(trx, 'browser_rule_versions');
    const current = await currentRules(trx);
    const latest = await repo.latestVersion(trx);
    if (latest && latest.fingerprint === current.fingerprint) {
      return { item: toVersion(latest), changed: false };
    }
    const row = await repo.insertVersion(trx, {
      applied_at: nowIso(),
      applied_by: actor.user_name,
      rule_count: current.rules.length,
      rules: current.json,
      fingerprint: current.fingerprint,
    });
    return { item: toVersion(row), changed: true };
  });
}
