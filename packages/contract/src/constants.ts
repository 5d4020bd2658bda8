/** Business constants and limits of spec section 9, by name. */

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 365;
/** User name, admin flag and id cookies. */
export const SESSION_COOKIE_DAYS = 1;

/** The sizes the screens offer; the API takes any whole number from 1 to the largest. */
export const PAGE_SIZES = [10, 15, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const DEFAULT_ORDER = 'asc';

export const REQUEST_TIMEOUT_MS = 5000;

/** 10^13 - 1: the largest number a money field takes. */
export const MAX_NUMBER = 9_999_999_999_999;
export const MAX_BUDGET_EXCLUSIVE = 9_999_999_999_999.99;
export const EXPORT_LIMIT = 2000;
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_MAX_ROWS = 5000;
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const VARIANT_ATTRIBUTES_MAX = 3;
export const SKU_QUANTITY = { min: 1, max: 1000 } as const;
export const CAMPAIGN_MIN_HOURS = 24;
export const USAGE_COUNT = { min: 1, max: 1000 } as const;
export const CAMPAIGN_TYPES = ['merchant', 'bank', 'private'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_QR_TYPES = ['portal', 'billing', 'product', 'offline', 'customer'] as const;
export const CAMPAIGN_USAGE_CYCLES = ['daily', 'weekly', 'monthly'] as const;
export const CAMPAIGN_PERIOD_TYPES = ['merchant', 'terminal', 'both'] as const;
/** Campaign amounts are whole thousands of đồng (spec section 5). */
export const CAMPAIGN_AMOUNT_STEP = 1000;
/** Special promotion conditions per campaign (docs/spec/readings.md). */
export const SPECIAL_CONDITIONS_MAX = 10;

export const USERNAME_LENGTH = { min: 8, max: 200 } as const;
export const REGISTER_PASSWORD_MIN = 8;
/** Special characters the register password policy accepts. */
export const PASSWORD_SPECIALS = '!@#~$%^&*()+|_';
export const STAFF_PASSWORD_MIN = 4;
export const OTP_LENGTH = { min: 1, max: 30 } as const;

export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const SEARCH_DEBOUNCE_MS = 300;
export const REGISTRATION_FLAG_TTL_MS = 600_000;
export const AGENT_CHECK_POLL_MS = 2000;
export const AGENT_CHECK_TIMEOUT_MS = 7000;
export const AGENTS_PER_ACCOUNT = 4;
export const REPORT_TOP_CHART = 20;
export const REPORT_TOP_LIST = 50;
export const HISTORY_DAYS = 7;
export const TITLE_TRUNCATE = 80;
export const URL_TRUNCATE = 100;
export const MENU_COLLAPSE_WIDTH = 768;
export const PROMOTION_PACKAGES = ['standard_vnd', 'standard_usd'] as const;
export const PROMOTION_UNITS = ['VND', 'USD'] as const;
/** Money amounts are multiples of their currency's step: 10.000 đồng (spec §5); any whole cents. */
export const MONEY_STEP = { VND: 10_000, USD: 1 } as const satisfies Record<
  (typeof PROMOTION_UNITS)[number],
  number
>;
export const PROMOTION_TYPES = [
  'percent',
  'percent_money',
  'money',
  'month',
  'percent_cond_month',
  'money_cond_month',
  'month_cond_month',
] as const;
export const REWARD_TYPES = ['percent', 'money'] as const;
export const PROMOTION_STATUSES = ['run', 'stop', 'fail'] as const;
/** The status a code reads as: its machine state, or expired once its last day has passed. */
export const PROMOTION_SHOWN_STATUSES = [...PROMOTION_STATUSES, 'expired'] as const;

/** Sign-in: access tokens live 15 minutes; refresh tokens 30 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Sign-in attempts allowed in the window before 429, per (username, address) and per address; the
 * defaults of the server's settings (docs/decisions/sign-in-limits.md).
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_NAME_AND_ADDRESS = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 50;
/** ALTCHA challenges expire after this many seconds and are accepted once. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

/** Browser-rule texts. */
export const BROWSER_NAME_MAX = 100;
export const BROWSER_FILE_NAME_MAX = 255;
export const BROWSER_DESCRIPTION_MAX = 1000;
