import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Both dialects store the same shapes: times as ISO 8601 text in UTC, flags as 0/1
 * integers, so rows read the same from SQLite and PostgreSQL (docs/decisions/storage.md).
 */
export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  email: Generated<string>;
  phone: Generated<string>;
  full_name: Generated<string>;
  country: Generated<string>;
  time_zone: Generated<string>;
  role: string;
  super_role: Generated<string>;
  admin_role: Generated<string>;
  is_member: Generated<number>;
  license: Generated<number>;
  subscription_begin: string | null;
  subscription_end: string | null;
  password_hash: string | null;
  active: Generated<number>;
  picture: Generated<string>;
  address: Generated<string>;
  birthday: Generated<string>;
  sso_id: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Null until the e-mail address is verified (or a mailed reset/invite link is used). */
  email_verified_at: string | null;
  /** Set when the account is deleted: it then behaves as unknown, but its name stays taken. */
  deleted_at: string | null;
  /** Language of the mails the account receives: 'en' or 'vi'. */
  language: Generated<string>;
  /** When the owner chose that language himself; null while it is a default (then not applied at sign-in). */
  language_chosen_at: string | null;
  /** Every access token carries it; bumped to end or reissue all of the account's sessions. */
  session_version: Generated<number>;
  /** Its searched fields folded (contract/search.ts), written by usersRepository (migration 0031). */
  search_text: Generated<string>;
}

/**
 * The columns of an account that a signed-in call's authentication reads and its caller's own
 * answers (user/info) are made from: not the password hash, the search text or the dates only
 * other screens use. Each column read is a value made on every signed-in call.
 */
export const ACCOUNT_COLUMNS = [
  'id',
  'user_name',
  'email',
  'phone',
  'full_name',
  'time_zone',
  'role',
  'admin_role',
  'license',
  'subscription_begin',
  'subscription_end',
  'active',
  'picture',
  'address',
  'birthday',
  'sso_id',
  'created_at',
  'updated_at',
  'language',
  'session_version',
] as const;

export type AccountTokenPurpose = 'verify' | 'reset' | 'invite';

/** Tokens of mailed links: stored as the SHA-256 hex of the token, single use. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface CaptchaUsesTable {
  challenge: string;
  expires_at: string;
}

/** SSO tokens already used, by the SHA-256 of their `jti`, kept until they expire. */
export interface SsoTokenUsesTable {
  jti_hash: string;
  expires_at: string;
}

/** Calls counted per key in a fixed window: see limits/README.md. */
export interface LimitCountersTable {
  key: string;
  count: number;
  window_ends: string;
}

/** A slot of something bounded in flight, held until released or until its lease ends. */
export interface LimitLeasesTable {
  key: string;
  holder: string;
  lease_until: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  call: string;
  target: string;
  outcome: string;
  status: number;
  message: string;
  ip: string;
  request_id: string;
}

/** One row per state change of any machine (docs/decisions/state-changes.md). */
export interface TransitionsTable {
  id: Generated<number>;
  machine: string;
  entity_id: number;
  action: string;
  from_state: string;
  to_state: string;
  actor_id: number | null;
  actor_name: string;
  reason: Generated<string>;
  /** JSON: what else the change touched (an end date, the fields an edit changed). */
  details: Generated<string>;
  at: string;
}

export type MachineKind = 'agent' | 'integration';

/** Secrets of agents and payment systems, kept as SHA-256 hashes. */
export interface MachineCredentialsTable {
  id: Generated<number>;
  kind: MachineKind;
  subject_id: number;
  name: string;
  secret_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Background work: see jobs/README.md. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** Set for recurring jobs: one row per key. */
  key: string | null;
  payload: Generated<string>;
  state: JobState;
  run_at: string;
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** First answers of idempotent calls (idempotency/idempotency.ts); `response` is null while running. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  route: string;
  request_hash: string;
  response: string | null;
  created_at: string;
}

/**
 * The tables of the core (accounts, sessions, audit, history, jobs, machine credentials, limits). Each
 * area adds its own from `modules/<area>/<area>.tables.ts` by declaration merging, so a new area
 * does not edit this file.
 */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  captcha_uses: CaptchaUsesTable;
  sso_token_uses: SsoTokenUsesTable;
  limit_counters: LimitCountersTable;
  limit_leases: LimitLeasesTable;
  audit_log: AuditLogTable;
  account_tokens: AccountTokensTable;
  transitions: TransitionsTable;
  machine_credentials: MachineCredentialsTable;
  jobs: JobsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
/** An account as authentication reads it (ACCOUNT_COLUMNS). */
export type AccountRow = Pick<UserRow, (typeof ACCOUNT_COLUMNS)[number]>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type TransitionRow = Selectable<TransitionsTable>;
export type JobRow = Selectable<JobsTable>;
export type MachineCredentialRow = Selectable<MachineCredentialsTable>;
