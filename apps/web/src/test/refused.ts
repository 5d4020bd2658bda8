import { errors, type ErrorKey, type FieldError } from '@console/contract/errors';

/**
 * The server's refusal with one of the contract's error keys, as the real server answers it: the
 * key's HTTP status and envelope code, its `detail`, and the field errors of a 400 if any. (The
 * client reads a 4xx without `code` and `detail` as an answer it cannot read.)
 */
export function refused(key: ErrorKey, fieldErrors?: FieldError[]) {
  const { status, code } = errors[key];
  return {
    status,
    body: {
      success: false as const,
      code,
      message: key,
      detail: key,
      ...(fieldErrors ? { errors: fieldErrors } : {}),
    },
  };
}
