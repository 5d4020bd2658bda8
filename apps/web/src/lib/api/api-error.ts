import type { FieldError } from '@console/contract/errors';

/** A failed call: HTTP status (0 when no answer came), envelope code, message key and texts. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: number,
    /** A key of the contract's errors, e.g. `browsers.not_found`, or a web-only `connection.*` key. */
    message: string,
    readonly detail = '',
    readonly errors: readonly (FieldError & { detail?: string })[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
