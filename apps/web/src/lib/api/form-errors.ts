import type { FormInstance } from 'antd';
import { i18n } from '../i18n/i18n';
import { isApiError } from './api-error';

type FieldPath = (string | number)[];

function pathOf(path: string): FieldPath {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The server's field errors as antd form field errors, in the reader's language. */
export function fieldErrorsOf(error: unknown): { name: FieldPath; errors: string[] }[] {
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

/** Puts the server's field errors on the form; answers whether there were any. */
export function showFieldErrors(form: FormInstance, error: unknown): boolean {
  const fields = fieldErrorsOf(error);
  form.setFields(fields);
  return fields.length > 0;
}
