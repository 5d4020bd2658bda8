import type { FormInstance } from 'antd';
import { i18n } from '../i18n/i18n';
import { notifyError } from '../notify';
import { isApiError } from './api-error';
import { claimReport } from './error-report';
import { errorText } from './error-text';

type FieldPath = (string | number)[];
interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

function pathOf(path: string): FieldPath {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const keyOf = (name: FieldPath) => JSON.stringify(name);

/** The server's field errors as antd form field errors, in the reader's language. */
export function fieldErrorsOf(error: unknown): FieldErrors[] {
  if (!isApiError(error)) return [];
  return error.errors.map((fieldError) => ({
    name: pathOf(fieldError.path),
    errors: [
      i18n.exists(fieldError.message)
        ? i18n.t(fieldError.message, fieldError.params)
        : fieldError.detail || i18n.t('validation.invalid'),
    ],
  }));
}

/** Each form's fields that carry a server error, with the value they had when it came. */
const placed = new WeakMap<FormInstance, Map<string, { name: FieldPath; value: string }>>();

const valueOf = (form: FormInstance, name: FieldPath) =>
  JSON.stringify(form.getFieldValue(name) ?? null);

/**
 * Puts errors under their fields, where the form has them; answers the ones it has no field for.
 * Each stays until its field changes (`clearChangedErrors`).
 */
export function placeFieldErrors(form: FormInstance, fields: FieldErrors[]): FieldErrors[] {
  const known = new Set(form.getFieldsError().map((field) => keyOf(field.name)));
  // An error on a part of a field (`campaignIds.2`, one item of a multiple choice) goes under
  // the field that holds it.
  const fieldOf = (name: FieldPath) =>
    name.map((_, end) => name.slice(0, name.length - end)).find((path) => known.has(keyOf(path)));
  const here = new Map<string, FieldErrors>();
  const elsewhere: FieldErrors[] = [];
  for (const field of fields) {
    const name = fieldOf(field.name);
    if (!name) {
      elsewhere.push(field);
      continue;
    }
    const errors = here.get(keyOf(name))?.errors ?? [];
    here.set(keyOf(name), { name, errors: [...errors, ...field.errors] });
  }
  form.setFields([...here.values()]);
  const mine = placed.get(form) ?? new Map();
  for (const { name } of here.values()) mine.set(keyOf(name), { name, value: valueOf(form, name) });
  placed.set(form, mine);
  return elsewhere;
}

/**
 * Shows the server's field errors of a failed call: each under its field and nothing else; a
 * notice only for those the form has no field for. A failure that belongs to one field as a
 * whole (a taken name) goes under the field `errorFields` names for its key. Answers whether it
 * showed the failure (when not, the call's own notice tells it).
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  errorFields: Partial<Record<string, string>> = {},
): boolean {
  const field = isApiError(error) ? errorFields[error.message] : undefined;
  const fields: FieldErrors[] =
    field && isApiError(error)
      ? [{ name: [field], errors: [errorText(error)] }]
      : fieldErrorsOf(error);
  if (fields.length === 0) return false;
  claimReport(error);
  const elsewhere = placeFieldErrors(form, fields);
  if (elsewhere.length > 0) notifyError(elsewhere.flatMap((field) => field.errors).join(' '));
  return true;
}

/**
 * Takes a server error away from each field whose value changed since it came (for the form's
 * `onValuesChange`). A field with rules is checked again on change anyway; one without would keep
 * the error under a value that is already fixed.
 */
export function clearChangedErrors(form: FormInstance): void {
  const mine = placed.get(form);
  if (!mine) return;
  for (const [key, { name, value }] of mine) {
    if (valueOf(form, name) === value) continue;
    mine.delete(key);
    form.setFields([{ name, errors: [] }]);
  }
}
