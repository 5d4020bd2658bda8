import type { FieldError } from '@console/contract/errors';
import type { z } from 'zod';

const own = (message: string) => message.startsWith('validation.') || message.startsWith('errors.');

/** Field errors for a 400 answer: each zod issue as its path and a validation message key. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.join('.');
    const params: Record<string, string | number> = {};
    if ('minimum' in issue) params.min = Number(issue.minimum);
    if ('maximum' in issue) params.max = Number(issue.maximum);
    if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
    if (own(issue.message)) return { path, message: issue.message, params };
    return { path, message: keyFor(issue), params };
  });
}

function keyFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid';
    case 'too_small':
      return issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big';
    case 'invalid_value':
      return 'validation.invalid_option';
    case 'unrecognized_keys':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}
