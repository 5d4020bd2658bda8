/** Lifetime of every mailed link (verify, reset, invite): 24 hours. */
export const ACCOUNT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Time zone of a new account that names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * Link mails (verification and reset) per e-mail address, and per name or address asked for, in
 * any hour (docs/decisions/accounts.md, mail limits).
 */
export const MAIL_LINK_QUOTA = { limit: 3, windowMs: 60 * 60 * 1000 };
