import type { Generated, Selectable } from 'kysely';

export type RuleKind = 'blacklist' | 'whitelist' | 'blocklist';
export type RunMode = 'normal' | 'blacklist' | 'whitelist' | 'blocklist';

/** A web black or white list or an app blocklist; `admin_id` null for the global ones. */
export interface RuleGroupsTable {
  id: Generated<number>;
  admin_id: number | null;
  kind: RuleKind;
  name: string;
  /** JSON array of normalised entries. */
  entries: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** App names: seeded with common Windows apps, grown by what agents report. */
export interface AppCatalogueTable {
  id: Generated<number>;
  name: string;
  source: 'seed' | 'agent';
  first_seen_at: string;
  last_seen_at: string;
}

/** A parent's staff user (the spec's "Staff (child user)"; its screens say Children). */
export interface StaffUsersTable {
  id: Generated<number>;
  admin_id: number;
  user_name: string;
  full_name: string;
  password_hash: string;
  run_mode: Generated<RunMode>;
  blacklist_id: number | null;
  whitelist_id: number | null;
  blocklist_id: number | null;
  tab_action: Generated<'cover' | 'closetab'>;
  notification_mode: Generated<'hide' | 'toast'>;
  app_mode: Generated<'manual' | 'timer'>;
  /** JSON: allowed windows per weekday, {"mon":[["08:00","17:00"]], ...}. */
  timer: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    rule_groups: RuleGroupsTable;
    app_catalogue: AppCatalogueTable;
    staff_users: StaffUsersTable;
  }
}

export type RuleGroupRow = Selectable<RuleGroupsTable>;
export type StaffUserRow = Selectable<StaffUsersTable>;
