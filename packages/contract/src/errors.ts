/**
 * Every error the server answers with: a message key (translated by the web app and by the server
 * itself, see messages.ts), the HTTP status and the numeric `code` of the envelope.
 * Codes follow gRPC's numbering, which the old console's clients already read; 16 is kept for an
 * expired access token alone, so a client refreshes only when a refresh can help.
 */
export const ErrorCode = {
  INVALID_INPUT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  TOO_MANY_REQUESTS: 8,
  FAILED_PRECONDITION: 9,
  PAYLOAD_TOO_LARGE: 11,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  TOKEN_EXPIRED: 16,
  UNAUTHENTICATED: 17,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

interface ErrorSpec {
  status: number;
  code: ErrorCodeValue;
}

export const errors = {
  'common.invalid_input': { status: 400, code: ErrorCode.INVALID_INPUT },
  'common.not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'common.route_not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'common.permission_denied': { status: 403, code: ErrorCode.PERMISSION_DENIED },
  'common.too_many_requests': { status: 429, code: ErrorCode.TOO_MANY_REQUESTS },
  'common.payload_too_large': { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE },
  'common.internal': { status: 500, code: ErrorCode.INTERNAL },
  'common.database': { status: 503, code: ErrorCode.UNAVAILABLE },
  'auth.unauthenticated': { status: 401, code: ErrorCode.UNAUTHENTICATED },
  'auth.token_expired': { status: 401, code: ErrorCode.TOKEN_EXPIRED },
  'auth.invalid_credentials': { status: 401, code: ErrorCode.UNAUTHENTICATED },
  'auth.invalid_token': { status: 400, code: ErrorCode.INVALID_INPUT },
  'auth.invalid_refresh_token': { status: 401, code: ErrorCode.UNAUTHENTICATED },
  'auth.invalid_sso_token': { status: 401, code: ErrorCode.UNAUTHENTICATED },
  'auth.account_disabled': { status: 403, code: ErrorCode.PERMISSION_DENIED },
  'auth.too_many_attempts': { status: 429, code: ErrorCode.TOO_MANY_REQUESTS },
  'auth.invalid_password_encryption': { status: 400, code: ErrorCode.INVALID_INPUT },
  'auth.account_not_verified': { status: 403, code: ErrorCode.PERMISSION_DENIED },
  'user.not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'user.exists': { status: 409, code: ErrorCode.ALREADY_EXISTS },
  'accounts.email_exists': { status: 409, code: ErrorCode.ALREADY_EXISTS },
  'accounts.token_invalid': { status: 400, code: ErrorCode.INVALID_INPUT },
  'accounts.token_expired': { status: 400, code: ErrorCode.INVALID_INPUT },
  'users.membership_already_on': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'users.already_free': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'staff.not_self': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'browsers.not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'browsers.duplicate_file_name': { status: 409, code: ErrorCode.ALREADY_EXISTS },
  'browsers.nothing_to_apply': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'bank.not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'promotion.not_found': { status: 404, code: ErrorCode.NOT_FOUND },
  'promotion.duplicate_code': { status: 409, code: ErrorCode.ALREADY_EXISTS },
  'promotion.code_stopped': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'promotion.code_expired': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'promotion.wrong_package': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'promotion.wrong_unit': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  'promotion.min_months': { status: 409, code: ErrorCode.FAILED_PRECONDITION },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorKey = keyof typeof errors;

export const errorKeys = Object.keys(errors) as ErrorKey[];

/** A field error of a 400 answer: the field's path and a validation message key. */
export interface FieldError {
  path: string;
  message: string;
  params?: Record<string, string | number>;
}
