import { ERROR_KINDS, type ErrorKind } from './routes/define';
import { areaErrors } from './routes/web';

export { ErrorCode, type ErrorCodeValue } from './routes/define';

/** Errors any call may answer; each area declares its own in `routes/<area>.ts`. */
const commonErrors = {
  'common.invalid_input': 'invalid_input',
  'common.not_found': 'not_found',
  'common.route_not_found': 'not_found',
  'common.permission_denied': 'permission_denied',
  'common.too_many_requests': 'too_many_requests',
  'common.payload_too_large': 'payload_too_large',
  'common.timeout': 'unavailable',
  'common.conflict': 'failed_precondition',
  'common.idempotency_key_invalid': 'invalid_input',
  'common.idempotency_key_reused': 'invalid_input',
  'common.idempotency_key_pending': 'failed_precondition',
  'common.internal': 'internal',
  'common.database': 'unavailable',
} as const satisfies Record<`common.${string}`, ErrorKind>;

const kinds = { ...commonErrors, ...areaErrors };

/**
 * Every error the server answers with: a message key (its texts are `errors.<key>` in the locale
 * files), the HTTP status and the numeric `code` of the envelope.
 */
export type ErrorKey = keyof typeof kinds;
export const errorKeys = Object.keys(kinds) as ErrorKey[];

export const errors = Object.fromEntries(
  errorKeys.map((key) => [key, ERROR_KINDS[kinds[key] as ErrorKind]]),
) as Record<ErrorKey, { status: number; code: number }>;

/** A field error of a 400 answer: the field's path and a validation message key. */
export interface FieldError {
  path: string;
  message: string;
  params?: Record<string, string | number>;
}
