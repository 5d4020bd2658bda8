import { z } from 'zod';
import {
  DEFAULT_ORDER,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
} from '../constants';

/** A missing value gets the field's required message; a value of the wrong type, 'invalid'. */
export const typeError =
  (requiredKey = 'validation.required') =>
  (issue: { input?: unknown }) =>
    issue.input === undefined ? requiredKey : 'validation.invalid';

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 controls and DEL: PostgreSQL refuses a NUL in text, and none of them belongs in a field. */
const CONTROL = /[\u0000-\u001F\u007F]/;
/** The same, less tab and line breaks, which are text in a multi-line field. */
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */
/** Bidi embeddings, overrides, isolates: `invoice` U+202E `gpj.exe` shows as `invoiceexe.jpg`. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * A UTF-16 surrogate without its pair ("\uD800x", which JSON may carry): no character at all, and
 * the database drivers would store it as U+FFFD, so the text read back is not the text sent.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text with each control character replaced, for what must be stored whatever it held. */
export const withoutControls = (s: string): string =>
  s.replace(new RegExp(CONTROL.source, 'g'), '\uFFFD');

export interface TextOptions {
  /** The message for a missing value or one of another type. */
  error?: string | ReturnType<typeof typeError>;
  /** Tab and line breaks allowed (notes, descriptions). */
  multiline?: boolean;
}

/**
 * Every text field a client sends starts here: no control characters, no bidi controls, no lone
 * surrogates. Field schemas build on it (`text().trim().max(…)`), so no field can carry a NUL to
 * the database.
 */
export const text = ({ error = 'validation.invalid', multiline = false }: TextOptions = {}) =>
  z
    .string({ error })
    .refine(
      (s) => !(multiline ? CONTROL_IN_LINES : CONTROL).test(s),
      'validation.control_character',
    )
    .refine((s) => !BIDI_CONTROL.test(s), 'validation.bidi_character')
    .refine((s) => !LONE_SURROGATE.test(s), 'validation.lone_surrogate');

/** Field schemas shared by server validation and web forms. Messages are validation keys. */
export const requiredText = (max: number, requiredKey = 'validation.required') =>
  text({ error: typeError(requiredKey) })
    .trim()
    .min(1, requiredKey)
    .max(max, 'validation.too_long');

export const optionalText = (max: number, options: Pick<TextOptions, 'multiline'> = {}) =>
  text(options).trim().max(max, 'validation.too_long').default('');

export const id = z
  .number({ error: typeError() })
  .int('validation.not_integer')
  .positive('validation.too_small');

/** An id in a URL path, which arrives as text. */
export const pathId = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.not_integer')
  .positive('validation.too_small');

/**
 * Rows a page: any whole number from 1 to the largest size the screens offer (`PAGE_SIZES`,
 * spec section 9), so an integrator may ask for 25; the screens still offer only those sizes
 * (docs/decisions/foundations.md, "Page sizes").
 */
export const pageSize = z
  .number({ error: 'validation.invalid' })
  .int('validation.not_integer')
  .min(1, 'validation.too_small')
  .max(MAX_PAGE_SIZE, 'validation.too_big');

export const paging = z.object({
  order: z.enum(SORT_ORDERS, { error: 'validation.invalid_option' }).default(DEFAULT_ORDER),
  page: z
    .number({ error: 'validation.invalid' })
    .int('validation.not_integer')
    .min(1, 'validation.too_small')
    .default(DEFAULT_PAGE),
  page_size: pageSize.default(DEFAULT_PAGE_SIZE),
});
export type Paging = z.infer<typeof paging>;

/**
 * `paging` as the `/rpc/` services take it: every field camelCase, as all their fields are
 * (docs/decisions/field-conventions.md). The `/api/v1/` calls keep the spec's `page_size`.
 */
export const rpcPaging = paging
  .omit({ page_size: true })
  .extend({ pageSize: pageSize.default(DEFAULT_PAGE_SIZE) });
export type RpcPaging = z.infer<typeof rpcPaging>;

export const empty = z.object({});

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * The fields of an edit or update call: each optional and without its default, so a field that is
 * not sent is absent from the parsed input and stays as stored (a default would overwrite it).
 * Sent fields are checked as on create.
 */
export function editOf<T extends Record<string, z.ZodType>>(fields: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries<z.ZodType>(fields.shape).map(([name, schema]) => [
      name,
      (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional(),
    ]),
  ) as unknown as { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>> };
  return z.object(shape);
}

/** Envelope of a successful answer: `success` plus the call's own fields. */
export const ok = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

export const okEmpty = ok({});

export const listOf = <T extends z.ZodType>(item: T) =>
  ok({ total: z.number().int(), list: z.array(item) });

/**
 * A list whose total is counted up to TOTAL_CAP (contract/search.ts): `total_capped` true means
 * more than `total` rows match, and the screen says "more than".
 */
export const cappedListOf = <T extends z.ZodType>(item: T) =>
  ok({ total: z.number().int(), total_capped: z.boolean(), list: z.array(item) });

/** `cappedListOf` for the `/rpc/` services: `totalCapped`. */
export const rpcCappedListOf = <T extends z.ZodType>(item: T) =>
  ok({ total: z.number().int(), totalCapped: z.boolean(), list: z.array(item) });

export const itemOf = <T extends z.ZodType>(item: T) => ok({ item });

export const fieldError = z.object({
  path: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  detail: z.string().optional(),
});

/** Envelope of a failed answer. `message` is a key of errors.ts; `detail` its text. */
export const failure = z.object({
  success: z.literal(false),
  code: z.number().int(),
  message: z.string(),
  detail: z.string(),
  errors: z.array(fieldError).optional(),
});
export type Failure = z.infer<typeof failure>;

/**
 * A sum of amounts (minor units), sent as a string of digits: a report's sum or commission can
 * pass 2^53, past which a JSON number is rounded by every client. One amount stays a number (it
 * is at most MAX_NUMBER, below 2^53); `money` is a string because the spec sends it so.
 */
export const amountSum = z.string().regex(/^-?\d+$/);

/** ISO 8601 time in UTC, as stored and sent. */
export const timestamp = z.string();

/**
 * The instant of an ISO 8601 date-time (`YYYY-MM-DDT…`) whose calendar day exists, else NaN:
 * Date.parse reads 30 February as 2 March, and 31 April as 1 May.
 */
export function calendarTime(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(value);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
  return exists ? Date.parse(value) : NaN;
}
