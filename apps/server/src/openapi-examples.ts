/**
 * Example values read off a JSON Schema (what `z.toJSONSchema` writes), for the OpenAPI
 * document's request and answer examples. The caller keeps an example only when the zod schema
 * it came from accepts it, so a sample that misses a rule JSON Schema cannot say (a refinement)
 * is dropped rather than published wrong.
 */
type Schema = Record<string, unknown>;

const SAMPLE_TIME = '2026-01-15T09:30:00.000Z';

const FORMATS: Record<string, string> = {
  email: 'nguyen.van.an@example.com',
  'date-time': SAMPLE_TIME,
  date: '2026-01-15',
  time: '09:30:00',
  uri: 'https://console.example.com/',
  url: 'https://console.example.com/',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ipv4: '192.0.2.10',
};

/** Strings tried, in order, against a pattern the schema names. */
const PATTERN_CANDIDATES = [
  '100000',
  '2026-12-31',
  'SUMMER2026',
  'summer2026',
  'nguyenvanan',
  'ABC-123',
  'abc_123',
  '+84901234567',
  '0901234567',
  '#1677ff',
  '1.0.0',
  'VN',
  'vi',
];

function fits(value: string, schema: Schema): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  if (typeof schema.pattern === 'string') {
    try {
      return new RegExp(schema.pattern, 'u').test(value);
    } catch {
      return false;
    }
  }
  return true;
}

function sampleString(schema: Schema, name: string): string | undefined {
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format) return format;
  // A field's name says what a plain string holds where a refinement checks it (no format).
  if (/e-?mail/i.test(name) && fits(FORMATS.email as string, schema)) return FORMATS.email;
  const plain = name.replace(/[^a-z0-9]+/gi, ' ').trim() || 'text';
  const padded = plain.padEnd(typeof schema.minLength === 'number' ? schema.minLength : 0, 'x');
  const cut = typeof schema.maxLength === 'number' ? padded.slice(0, schema.maxLength) : padded;
  if (fits(cut, schema)) return cut;
  return PATTERN_CANDIDATES.find((candidate) => fits(candidate, schema));
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : undefined;
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? schema.exclusiveMaximum - 1
        : undefined;
  let value = Math.max(min ?? 1, 1);
  if (max !== undefined && value > max) value = min ?? max;
  return integer ? Math.ceil(value) : value;
}

/**
 * A value the schema describes; `optional: false` leaves out properties that are not required.
 * Undefined when no value could be made (a pattern none of the candidates fits).
 */
export function sampleOf(schema: Schema, optional = true, name = 'value', depth = 0): unknown {
  if (depth > 8) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const usable = (options as Schema[]).filter((option) => option.type !== 'null');
      for (const option of usable) {
        const value = sampleOf(option, optional, name, depth + 1);
        if (value !== undefined) return value;
      }
      return null;
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) =>
      sampleOf(part, optional, name, depth + 1),
    );
    return Object.assign({}, ...parts.filter((part) => part && typeof part === 'object'));
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((t) => t !== 'null')
    : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, true);
    case 'number':
      return sampleNumber(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.min(
        Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1),
        typeof schema.maxItems === 'number' ? schema.maxItems : 1,
      );
      const item = schema.items ? sampleOf(schema.items as Schema, optional, name, depth + 1) : '';
      if (item === undefined) return count === 0 ? [] : undefined;
      return Array.from({ length: count }, () => item);
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (!optional && !required.has(key)) continue;
        const sampled = sampleOf(property, optional, key, depth + 1);
        if (sampled === undefined) {
          if (required.has(key)) return undefined;
          continue;
        }
        value[key] = sampled;
      }
      return value;
    }
  }
}

/** The first sample (all fields, then required ones only) that `accepts` takes, or undefined. */
export function exampleFor(schema: Schema, accepts: (value: unknown) => boolean): unknown {
  for (const optional of [true, false]) {
    const value = sampleOf(schema, optional);
    if (value !== undefined && accepts(value)) return value;
  }
  return undefined;
}
