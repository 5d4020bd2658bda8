import type { ErrorKey, FieldError } from '@console/contract/errors';

/** The one error type services throw; plugins/errors.ts turns its key into status and envelope. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}
