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
}

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

export interface SubscriptionHistoryTable {
  id: Generated<number>;
  user_id: number;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: 'upgrade' | 'downgrade' | 'membership';
  from_role: string;
  to_role: string;
  from_end: string | null;
  to_end: string | null;
  months: Generated<number>;
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

export interface LoginFailuresTable {
  id: Generated<number>;
  user_name: string;
  ip: string;
  at: string;
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

export interface BlackBrowsersTable {
  id: Generated<number>;
  browser_name: string;
  file_name: string;
  /** Lower-cased file name; unique, so file names are unique case-insensitively. */
  file_name_key: string;
  original_name: string;
  file_description: string;
  created_at: string;
  updated_at: string;
  created_by: string;
  updated_by: string;
}

export interface BrowserRuleVersionsTable {
  version: Generated<number>;
  applied_at: string;
  applied_by: string;
  rule_count: number;
  /** The published rules as JSON, what agents download. */
  rules: string;
  fingerprint: string;
}

export interface BankInfoTable {
  id: Generated<number>;
  user_id: number;
  /** The catalogue bank's Vietnamese name, and its short name as it was when saved. */
  bank_name: string;
  short_name: string;
  bank_number: string;
  /** Upper case without diacritics, as banks print it. */
  bank_holder: string;
  created_at: string;
  updated_at: string;
  created_by: string;
}

export interface PromotionsTable {
  id: Generated<number>;
  code: string;
  /** Lower-cased code; unique, so codes are unique case-insensitively. */
  code_key: string;
  expire: string;
  package: 'standard_vnd' | 'standard_usd';
  type:
    | 'percent'
    | 'percent_money'
    | 'money'
    | 'month'
    | 'percent_cond_month'
    | 'money_cond_month'
    | 'month_cond_month';
  min: number;
  percent: number;
  /** Minor units (đồng, cents). */
  money: number;
  unit: 'VND' | 'USD';
  month: number;
  reward: number;
  reward_type: 'percent' | 'money';
  status: 'run' | 'stop' | 'fail';
  note: string;
  email: string;
  created_at: string;
  updated_at: string;
  created_by: string;
}

/** A purchase made with a promotion code; amounts in minor units of `currency`. */
export interface SalesTable {
  id: Generated<number>;
  promotion_id: number;
  code: string;
  user_id: number;
  salesman_id: number | null;
  months: number;
  bonus_months: number;
  list_price: number;
  discount: number;
  amount_paid: number;
  currency: 'VND' | 'USD';
  at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  captcha_uses: CaptchaUsesTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  black_browsers: BlackBrowsersTable;
  browser_rule_versions: BrowserRuleVersionsTable;
  account_tokens: AccountTokensTable;
  subscription_history: SubscriptionHistoryTable;
  promotions: PromotionsTable;
  sales: SalesTable;
  bank_info: BankInfoTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type BlackBrowserRow = Selectable<BlackBrowsersTable>;
export type BrowserRuleVersionRow = Selectable<BrowserRuleVersionsTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;
export type SubscriptionHistoryRow = Selectable<SubscriptionHistoryTable>;
export type NewSubscriptionHistory = Insertable<SubscriptionHistoryTable>;
export type PromotionRow = Selectable<PromotionsTable>;
export type SaleRow = Selectable<SalesTable>;
export type NewSale = Insertable<SalesTable>;
export type BankInfoRow = Selectable<BankInfoTable>;
