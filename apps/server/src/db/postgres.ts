import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** PostgreSQL at `databaseUrl`, through a pool whose connections run the named statements. */
export function openPostgres(databaseUrl: string): Kysely<Database> {
  // int8 (counts, ids, amounts) arrive as text by default. Those stay below 2^53; one that does
  // not fails loudly rather than come back rounded. Sums are read as text (`sumAsText`).
  pg.types.setTypeParser(20, safeInteger);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server closed (restart, failover) is dropped from the pool; without a
  // listener its error would crash the process. Queries on a broken connection still fail loudly.
  pool.on('error', () => {});
  pool.on('connect', runNamedStatements);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The SQL texts PostgreSQL keeps parsed and planned on each connection, with their names. */
const namedStatements = new Map<string, string>();

/**
 * Has PostgreSQL keep a statement parsed on each connection that runs it (a named prepared
 * statement of `pg`), so later runs send only its values: for the statements of every call
 * (db/prepared.ts). The text must be one query whose values are all parameters.
 */
export function nameStatement(text: string): void {
  if (!namedStatements.has(text)) namedStatements.set(text, `hot_${namedStatements.size + 1}`);
}

/**
 * A new connection of the pool runs the named texts as named statements. Kysely hands `pg` the
 * SQL as text, which `pg` parses anew on the server each time.
 */
function runNamedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? namedStatements.get(text) : undefined;
    return name ? query({ name, text, values: rest[0] }) : query(text, ...rest);
  }) as typeof client.query;
}

function safeInteger(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 ${text} is past 2^53`);
  return n;
}
