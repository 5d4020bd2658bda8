import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '@console/contract/routes';
import { answerFilter, isCompiled } from './answer-check';

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  score: z.number(),
  active: z.boolean(),
  kind: z.enum(['a', 'b']),
  note: z.string().nullable(),
  extra: z.string().optional(),
});
const answer = z.object({ success: z.literal(true), total: z.number().int(), list: z.array(item) });

const good = () => ({
  success: true as const,
  total: 2,
  list: [
    { id: 1, name: 'One', score: 1.5, active: true, kind: 'a', note: null },
    { id: 2, name: 'Two', score: -3, active: false, kind: 'b', note: 'x', extra: 'e' },
  ],
});

const filter = answerFilter(answer);
/** What the filter sends, or the error it throws, as zod's parse would. */
const sent = (value: unknown) => {
  try {
    return JSON.stringify(filter(value));
  } catch (error) {
    return error instanceof z.ZodError ? 'refused' : `threw ${String(error)}`;
  }
};
const parsed = (value: unknown) => {
  const result = answer.safeParse(value);
  return result.success ? JSON.stringify(result.data) : 'refused';
};

describe('answerFilter', () => {
  it('lets an answer of exactly the declared fields through as it is', () => {
    const value = good();
    expect(filter(value)).toBe(value);
    expect(sent(value)).toBe(parsed(value));
  });

  it('drops an undeclared field, as zod does', () => {
    const value = good();
    Object.assign(value.list[0]!, { password_hash: 'secret' });
    expect(filter(value)).not.toBe(value);
    expect(sent(value)).not.toContain('secret');
    expect(sent(value)).toBe(parsed(value));
  });

  it("sends the schema's order whatever the order the handler built", () => {
    const value = good();
    const [first] = value.list;
    value.list[0] = Object.fromEntries(Object.entries(first!).reverse()) as NonNullable<
      typeof first
    >;
    expect(filter(value)).not.toBe(value);
    expect(sent(value)).toBe(parsed(value));
    expect(sent(value).indexOf('"id"')).toBeLessThan(sent(value).indexOf('"name"'));
  });

  it('refuses what zod refuses: wrong types, missing fields, numbers that are not', () => {
    const cases: ((v: ReturnType<typeof good>) => void)[] = [
      (v) => Object.assign(v.list[0]!, { id: '1' }),
      (v) => Object.assign(v.list[0]!, { id: 1.5 }),
      (v) => Object.assign(v.list[0]!, { id: 2 ** 53 }),
      (v) => Object.assign(v.list[0]!, { score: Number.NaN }),
      (v) => Object.assign(v.list[0]!, { score: Infinity }),
      (v) => Object.assign(v.list[0]!, { kind: 'c' }),
      (v) => Object.assign(v.list[0]!, { note: undefined }),
      (v) => delete (v.list[0] as Partial<(typeof v.list)[0]>).name,
      (v) => Object.assign(v, { success: false }),
      (v) => Object.assign(v, { list: { 0: v.list[0] } }),
    ];
    for (const change of cases) {
      const value = good();
      change(value);
      expect(sent(value), String(change)).toBe('refused');
    }
  });

  it('takes an optional field that is missing or undefined, and a null prototype', () => {
    const value = good();
    value.list[1]!.extra = undefined as unknown as string;
    const bare = Object.assign(Object.create(null) as object, good());
    for (const v of [value, bare]) expect(sent(v)).toBe(parsed(v));
  });

  it("parses an instance of a class, whose getters zod reads and JSON.stringify doesn't", () => {
    class Row {
      id = 1;
      score = 2;
      active = true;
      kind = 'a';
      note = null;
      get name() {
        return 'From a getter';
      }
    }
    const value = { ...good(), list: [new Row()] };
    expect(sent(value)).toContain('From a getter');
    expect(sent(value)).toBe(parsed(value));
  });

  it("takes an enum's values, not a numeric enum's names", () => {
    const level = answerFilter(
      z.object({ level: z.enum({ Low: 0, High: 1, 0: 'Low', 1: 'High' }) }),
    );
    expect(JSON.stringify(level({ level: 1 }))).toBe('{"level":1}');
    expect(() => level({ level: 'High' })).toThrow(z.ZodError);
  });

  it('leaves a schema with a refinement or a transform to zod', () => {
    const trimmed = z.object({ name: z.string().trim() });
    expect(isCompiled(trimmed)).toBe(false);
    expect(JSON.stringify(answerFilter(trimmed)({ name: ' x ' }))).toBe('{"name":"x"}');
    expect(isCompiled(z.object({ n: z.number().min(1) }))).toBe(false);
    expect(isCompiled(z.strictObject({ n: z.number() }))).toBe(false);
  });

  it('sends what zod sends for random changes of an answer', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values: unknown[] = ['x', '', 0, 1, -1, 1.5, 2 ** 53, null, undefined, true, {}, [], 'a'];
    const keys = ['id', 'name', 'score', 'active', 'kind', 'note', 'extra', 'other'];
    for (let round = 0; round < 2000; round++) {
      const value = good() as unknown as { list: Record<string, unknown>[] };
      const row = value.list[Math.floor(random() * 2)]!;
      for (let changes = 1 + Math.floor(random() * 3); changes > 0; changes--) {
        const key = keys[Math.floor(random() * keys.length)]!;
        if (random() < 0.2) delete row[key];
        else row[key] = values[Math.floor(random() * values.length)];
      }
      expect(sent(value)).toBe(parsed(value));
    }
  });

  it("compiles most of the contract's response schemas, the hot reads among them", () => {
    const all = Object.entries(routes);
    const compiled = all.filter(([, def]) => isCompiled(def.response)).map(([id]) => id);
    expect(compiled).toEqual(expect.arrayContaining(['browsers.list', 'users.me']));
    expect(compiled.length).toBeGreaterThan(all.length * 0.8);
  });
});
