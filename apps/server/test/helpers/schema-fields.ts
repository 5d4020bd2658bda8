import type { z } from 'zod';

export interface TextField {
  /** Dotted path, as field errors name it. */
  path: string;
  /** `string`: free text, which must refuse control characters itself; else a closed choice. */
  kind: 'string' | 'enum' | 'literal';
}

/** Wrappers whose inner schema decides what a field takes. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/**
 * Every field of a request schema that arrives as text, found by walking the zod definition
 * (objects, wrappers, the input side of pipes and transforms, arrays by their first element).
 */
export function textFields(schema: z.ZodType, path: string[] = []): TextField[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => textFields(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
        textFields(field, [...path, name]),
      );
    case 'pipe':
      return inner('in');
    case 'array':
      return textFields(def.element as z.ZodType, [...path, '0']);
    case 'string':
    case 'enum':
      return [{ path: path.join('.'), kind: def.type }];
    case 'literal':
      return (def.values as unknown[]).some((v) => typeof v === 'string')
        ? [{ path: path.join('.'), kind: 'literal' }]
        : [];
    default:
      return WRAPPERS.has(def.type) ? inner('innerType') : [];
  }
}

/** An input with `value` at a dotted path (array steps included). */
export function inputWith(path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { [head]: value };
  const nested = inputWith(rest.join('.'), value);
  return { [head]: /^\d+$/.test(rest[0]!) ? [nested[rest[0]!]] : nested };
}

/**
 * Every field of a request schema, whatever it takes, as dotted paths (arrays by their first
 * element, `.0`): found by the same walk as `textFields`, through unions' options too.
 */
export function fieldPaths(schema: z.ZodType, path: string[] = []): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => fieldPaths(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
        fieldPaths(field, [...path, name]),
      );
    case 'pipe':
      return inner('in');
    case 'array':
      return fieldPaths(def.element as z.ZodType, [...path, '0']);
    case 'union':
      return [
        ...new Set((def.options as z.ZodType[]).flatMap((option) => fieldPaths(option, path))),
      ];
    default:
      if (WRAPPERS.has(def.type)) return inner('innerType');
      return path.length > 0 ? [path.join('.')] : [];
  }
}

/** Schemas that hold others: where `keyPaths` looks for the objects inside. */
const INNER: Record<string, (def: Record<string, unknown>, io: 'input' | 'output') => unknown[]> = {
  pipe: (def, io) => [io === 'input' ? def.in : def.out],
  array: (def) => [def.element],
  set: (def) => [def.valueType],
  record: (def) => [def.valueType],
  map: (def) => [def.valueType],
  union: (def) => def.options as unknown[],
  intersection: (def) => [def.left, def.right],
  tuple: (def) => [...(def.items as unknown[]), def.rest].filter(Boolean),
  lazy: (def) => [(def.getter as () => unknown)()],
  promise: (def) => [def.innerType],
  nonoptional: (def) => [def.innerType],
};

/**
 * Every key an object of the schema declares, at any depth, as dotted paths (`item.reasonText`,
 * arrays and records by their elements, unions through each option), on the side a caller sends
 * (`input`) or reads (`output`): what a field convention applies to.
 */
export function keyPaths(schema: z.ZodType, io: 'input' | 'output', path: string[] = []): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) => [
      [...path, name].join('.'),
      ...keyPaths(field, io, [...path, name]),
    ]);
  }
  const inner = WRAPPERS.has(def.type) ? [def.innerType] : (INNER[def.type]?.(def, io) ?? []);
  return [...new Set(inner.flatMap((s) => keyPaths(s as z.ZodType, io, path)))];
}
