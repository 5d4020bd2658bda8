import type { RunMode, TimerWindow, Weekday } from '@console/contract/schemas/parents';
import { WEEKDAYS } from '@console/contract/schemas/parents';
import type { RuleKind } from '@console/contract/schemas/rules';
import type { Updateable } from 'kysely';
import type { AuthUser, Deps } from '../../context';
import { nowIso } from '../../db/database';
import { AppError } from '../../errors';
import { wakeAgentsOf } from '../agents/wake';
import { parentsRepository as repo } from './parents.repository';
import type { StaffUsersTable } from './parents.tables';
import { getStaff, staffFor } from './parents.service';

/**
 * A staff user's settings, each saved at once and each moving his version: the group of each
 * kind, the run mode, tab, notification and app modes, and the timer's windows.
 */
const GROUP_COLUMN = {
  blacklist: 'blacklist_id',
  whitelist: 'whitelist_id',
  blocklist: 'blocklist_id',
} as const satisfies Record<RuleKind, keyof StaffUsersTable>;

async function change(
  deps: Deps,
  user: AuthUser,
  staffId: number,
  changes: Updateable<StaffUsersTable>,
) {
  const staff = await staffFor(deps.db, user, staffId);
  await repo.updateStaff(deps.db, staffId, { ...changes, updated_at: nowIso() });
  await wakeAgentsOf(deps, staff.admin_id);
  return getStaff(deps, user, staffId);
}

/**
 * Assigns a group of `kind`: a global one, or one of the staff user's own parent (another
 * parent's group answers 403, as if the caller had named that parent).
 */
export async function assignGroup(
  deps: Deps,
  user: AuthUser,
  staffId: number,
  kind: RuleKind,
  ruleId: number,
) {
  const staff = await staffFor(deps.db, user, staffId);
  const group = await repo.ruleGroup(deps.db, ruleId);
  if (!group || group.kind !== kind) throw new AppError('rules.not_found');
  if (group.admin_id !== null && group.admin_id !== staff.admin_id) {
    throw new AppError('common.permission_denied');
  }
  return change(deps, user, staffId, { [GROUP_COLUMN[kind]]: ruleId });
}

/** Switches the run mode; a restrictive mode needs its group assigned first. */
export async function setRunMode(deps: Deps, user: AuthUser, staffId: number, mode: RunMode) {
  const staff = await staffFor(deps.db, user, staffId);
  const column = mode === 'normal' ? undefined : GROUP_COLUMN[mode];
  const changed = await repo.updateStaff(
    deps.db,
    staffId,
    { run_mode: mode, updated_at: nowIso() },
    column,
  );
  if (!changed) throw new AppError('parents.no_group');
  await wakeAgentsOf(deps, staff.admin_id);
  return getStaff(deps, user, staffId);
}

export const editStaff = (deps: Deps, user: AuthUser, staffId: number, fullName: string) =>
  change(deps, user, staffId, { full_name: fullName });

export const setAppMode = (deps: Deps, user: AuthUser, staffId: number, mode: 'manual' | 'timer') =>
  change(deps, user, staffId, { app_mode: mode });

export const setTabMode = (
  deps: Deps,
  user: AuthUser,
  staffId: number,
  mode: 'cover' | 'closetab',
) => change(deps, user, staffId, { tab_action: mode });

export const setNotificationMode = (
  deps: Deps,
  user: AuthUser,
  staffId: number,
  mode: 'hide' | 'toast',
) => change(deps, user, staffId, { notification_mode: mode });

/** The stored timer, `{"mon":[["08:00","17:00"]], ...}`, as windows in weekday and time order. */
function windowsOf(json: string): TimerWindow[] {
  let stored: Partial<Record<Weekday, [string, string][]>> = {};
  try {
    stored = JSON.parse(json) as typeof stored;
  } catch {
    stored = {};
  }
  return WEEKDAYS.flatMap((weekday) =>
    (stored[weekday] ?? []).map(([start, end]) => ({ weekday, start, end })),
  );
}

function timerJson(windows: readonly TimerWindow[]): string {
  const stored: Partial<Record<Weekday, [string, string][]>> = {};
  const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
  for (const w of sorted) (stored[w.weekday] ??= []).push([w.start, w.end]);
  return JSON.stringify(stored);
}

export async function getTimer({ db }: Deps, user: AuthUser, staffId: number) {
  const staff = await staffFor(db, user, staffId);
  return {
    staff_id: staff.id,
    app_mode: staff.app_mode,
    windows: windowsOf(staff.timer),
    version: staff.version,
  };
}

export async function setTimer(
  deps: Deps,
  user: AuthUser,
  staffId: number,
  windows: readonly TimerWindow[],
) {
  await change(deps, user, staffId, { timer: timerJson(windows) });
  return getTimer(deps, user, staffId);
}
