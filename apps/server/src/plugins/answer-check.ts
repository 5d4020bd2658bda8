import type { z } from 'zod';

/** Whether a value is already what its schema would answer, in JSON. */
type Check = (value: unknown) => boolean;

const plain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

interface Field {
  key: string;
  check: Check;
  /** May be left out (zod's `optional`). */
  optional: boolean;
}

/**
 * An object whose own keys are the shape's, in its order (optional ones may be missing), each
 * value conforming. That is what zod's parse of a stripping object builds, so JSON.stringify of
 * the value is the same text as of the parse's copy.
 */
function objectCheck(fields: Field[]): Check {
  return (value) => {
    if (!plain(value)) return false;
    let next = 0;
    for (const key in value) {
      while (next < fields.length && fields[next]!.key !== key) {
        if (!fields[next]!.optional) return false;
        next++;
      }
      if (next === fields.length || !fields[next]!.check(value[key])) return false;
      next++;
    }
    for (; next < fields.length; next++) if (!fields[next]!.optional) return false;
    return true;
  };
}

/**
 * Compiles a check for the parts of zod a response schema uses: objects that strip unknown keys,
 * arrays, strings, numbers (whole or not), booleans, literals, enums, nullable and optional.
 * Anything else, a check or refinement included (a trim, a minimum), is not compiled: `null`.
 */
function compile(schema: z.ZodType): Check | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []) as { _zod: { def: { check: string; format?: string } } }[];
  switch (def.type) {
    case 'string':
      return checks.length === 0 ? (v) => typeof v === 'string' : null;
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'number': {
      const whole = checks.length === 1 && checks[0]!._zod.def.format === 'safeint';
      if (checks.length > 0 && !whole) return null;
      return whole
        ? (v) => Number.isSafeInteger(v)
        : (v) => typeof v === 'number' && Number.isFinite(v);
    }
    case 'literal':
    case 'enum': {
      // zod's own set of the values it accepts (an enum's entries also hold a numeric enum's
      // names, which it refuses).
      const values = (schema._zod as { values?: Set<unknown> }).values;
      return values ? (v) => values.has(v) : null;
    }
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType);
      return inner && ((v) => v === null || inner(v));
    }
    case 'optional': {
      const inner = compile(def.innerType as z.ZodType);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'array': {
      const element = compile(def.element as z.ZodType);
      if (!element || checks.length > 0) return null;
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'object': {
      if (def.catchall !== undefined || checks.length > 0) return null;
      const fields: Field[] = [];
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const check = compile(field);
        if (!check) return null;
        fields.push({ key, check, optional: field._zod.def.type === 'optional' });
      }
      return objectCheck(fields);
    }
    default:
      return null;
  }
}

/**
 * A route's answer as its response schema lets it out. zod's parse copies every object and
 * array of the answer to drop what the schema does not declare; most handlers already build
 * exactly the declared fields, so a compiled check (no copy) lets such an answer through as it
 * is, and only an answer that differs (an undeclared field, another order, a wrong type, a schema
 * the check does not cover) is parsed: dropped fields dropped, wrong types refused as before.
 * Either way the JSON sent is the same text.
 */
export function answerFilter<S extends z.ZodType>(schema: S): (answer: unknown) => z.output<S> {
  const conforms = compile(schema);
  if (!conforms) return (answer) => schema.parse(answer);
  return (answer) => (conforms(answer) ? (answer as z.output<S>) : schema.parse(answer));
}

/** For tests: whether the schema's answers are checked without a copy. */
export const isCompiled = (schema: z.ZodType) => compile(schema) !== null;
