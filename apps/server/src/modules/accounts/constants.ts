/** Lifetime of every mailed link (verify, reset, invite): 24 hours. */
export const ACCOUNT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Time zone of a new account that names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
