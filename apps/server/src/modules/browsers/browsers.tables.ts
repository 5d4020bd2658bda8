import type { Generated, Selectable } from 'kysely';

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
  /** Browser, file and original name folded (contract/search.ts), written by the repository. */
  search_text: Generated<string>;
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

/** One row: whether the rules differ from the version in force, kept by triggers (0070). */
export interface BrowserRulesStateTable {
  id: number;
  /** 0 or 1 on SQLite. */
  pending: boolean | number;
  /**
   * Moved on by triggers with every write of `black_browsers` (0072): the same generation, the same
   * rules. A bigint, so a string on PostgreSQL.
   */
  generation: Generated<number | string>;
}

declare module '../../db/schema' {
  interface Database {
    black_browsers: BlackBrowsersTable;
    browser_rule_versions: BrowserRuleVersionsTable;
    browser_rules_state: BrowserRulesStateTable;
  }
}

export type BlackBrowserRow = Selectable<BlackBrowsersTable>;
export type BrowserRuleVersionRow = Selectable<BrowserRuleVersionsTable>;
