/** Lifetime of every mailed link (verify, reset, invite): 24 hours. */
export const ACCOUNT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Time zone of a new account that names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * Link mails in any hour: requests per name or address typed, and mails to an address per way of
 * asking (by name, by address) (docs/decisions/accounts.md, mail limits; mail-budgets.ts).
 */
export const MAIL_LINK_QUOTA = { limit: 3, windowMs: 60 * 60 * 1000 };
