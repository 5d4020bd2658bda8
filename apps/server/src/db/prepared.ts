import { createQueryId, SelectQueryNode, type Compilable, type CompiledQuery } from 'kysely';
import { isPostgres, nameStatement, readAtOnce, type Db } from './database';

/** Stands for the n-th argument while a prepared query is built. */
class Slot {
  constructor(readonly index: number) {}
}

interface Prepared {
  query: CompiledQuery;
  /** For each parameter of the SQL, the argument it takes, or -1 for a value of the query itself. */
  sources: number[];
}

/**
 * A query of a hot path built and compiled once per database, then run with each call's values:
 * Kysely otherwise builds the operation tree and compiles it to SQL on every call (about 13% of
 * a signed-in call's CPU in the profile, docs/performance.md). `build` must put each of its
 * `arity` arguments into the query as a plain value (a `where` value, not an `in` list, not a
 * condition that depends on it), which is what lets them be swapped. The rows come as Kysely
 * would answer them (no plugins are installed). On PostgreSQL the statement is also kept parsed
 * and planned on each connection (`nameStatement`); SQLite's are kept by their text already, and
 * run straight on the file when no transaction is open on it (`readAtOnce`). A select only.
 */
export function prepared<A extends readonly (string | number | null)[], Row>(
  arity: A['length'],
  build: (db: Db, ...args: A) => Compilable<Row>,
): (db: Db, ...args: A) => Promise<Row[]> {
  const compiled = new WeakMap<Db, Prepared>();
  function prepare(db: Db): Prepared {
    const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
    const query = { ...build(db, ...(slots as unknown as A)).compile(), queryId: createQueryId() };
    if (!SelectQueryNode.is(query.query)) throw new Error('prepared query: not a select');
    const sources = query.parameters.map((p) => (p instanceof Slot ? p.index : -1));
    for (let i = 0; i < arity; i++) {
      if (sources.filter((n) => n === i).length === 0) {
        throw new Error(`prepared query: argument ${i} is not a value of the query`);
      }
    }
    if (isPostgres(db)) nameStatement(query.sql);
    return { query, sources };
  }
  return async (db, ...args) => {
    let entry = compiled.get(db);
    if (!entry) {
      entry = prepare(db);
      compiled.set(db, entry);
    }
    const { query, sources } = entry;
    const parameters = sources.map((n, i) => (n < 0 ? query.parameters[i] : args[n]));
    // The query id only ties a query to its plugins' results, and none are installed.
    const run: CompiledQuery<Row> = { ...query, parameters };
    return readAtOnce(db, run) ?? (await db.executeQuery<Row>(run)).rows;
  };
}

/**
 * `prepared` for a query whose shape is one of a few choices (a list's sort column and order,
 * whether a filter is set): each shape, named by `key`, is built and compiled when first asked
 * for, then run as `prepared` runs it. Keys must come from a closed set (an enum of the contract),
 * since each keeps its compiled statement.
 */
export function preparedShapes<
  K extends string,
  A extends readonly (string | number | null)[],
  Row,
>(
  arity: A['length'],
  build: (key: K) => (db: Db, ...args: A) => Compilable<Row>,
): (key: K) => (db: Db, ...args: A) => Promise<Row[]> {
  const shapes = new Map<K, (db: Db, ...args: A) => Promise<Row[]>>();
  return (key) => {
    let query = shapes.get(key);
    if (!query) {
      query = prepared(arity, build(key));
      shapes.set(key, query);
    }
    return query;
  };
}
