import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type CompiledQuery,
  type LimitNode,
  type OffsetNode,
  SqliteDialect,
  SqliteQueryCompiler,
  type SqliteDatabase,
} from 'kysely';
import type { Database } from './schema';

/**
 * The SQLite file in the data directory (WAL mode) as Kysely uses it, with what it keeps per file:
 * its compiled statements, the count of its writes and the synchronous path around Kysely
 * (database.ts re-exports `writeCount`, `readAtOnce`, `inSqliteTransaction`).
 */
export function openSqlite(dataDir: string, sqliteShared: boolean | undefined): Kysely<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'console.sqlite'));
  // Waits for a lock up to 5 s (a restarted server for the one before it to let go of the file).
  file.pragma('busy_timeout = 5000');
  // Unless shared, the file belongs to this process: its locks are taken once and kept, instead
  // of two fcntl() calls on the WAL's shared memory for every statement (a list call runs four;
  // each statement answered 2.5 µs sooner under load, docs/performance.md). Set before the WAL is
  // first used, so that its index lives in this process's memory rather than a -shm file. Several
  // servers share PostgreSQL (docs/decisions/storage.md).
  if (!sqliteShared) file.pragma('locking_mode = EXCLUSIVE');
  try {
    file.pragma('journal_mode = WAL');
  } catch (error) {
    file.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(
      `${file.name} is in use by another process (another server on DATA_DIR?); ` +
        'SQLITE_SHARED=true lets several open it',
      { cause: error },
    );
  }
  file.pragma('foreign_keys = ON');
  // A page cache of up to 64 MB instead of the default 2 MB: at a million accounts the lists'
  // indexes and the rows they read did not stay cached between calls (docs/performance.md, "At
  // scale"). It grows only as pages are read; a small database never fills it.
  file.pragma('cache_size = -65536');
  // SQLite's own lower() folds ASCII only; JavaScript's folds Vietnamese ('Ệ' → 'ệ') like PostgreSQL.
  file.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  const writes: WriteCount = { count: 0 };
  const statements = reusingStatements(file, writes);
  const reader = rowReaders(file);
  const prepare = (q: CompiledQuery) => statements.prepare(q.sql) as KeptStatement;
  const db = new Kysely<Database>({
    dialect: new StatementKeepingDialect({ database: statements }),
  });
  sqliteFiles.set(db, {
    file,
    writes: sqliteShared ? undefined : writes,
    run: (q) => prepare(q).run(...q.parameters).changes,
    get: <R>(q: CompiledQuery<R>) => {
      const { statement, toRow, writing } = reader(q.sql);
      if (writing) writes.count++;
      const values = statement.get(...q.parameters) as unknown[] | undefined;
      return values && (toRow(values) as R);
    },
    all: <R>(q: CompiledQuery<R>) => {
      const { statement, toRow, writing } = reader(q.sql);
      if (writing) writes.count++;
      return (statement.all(...q.parameters) as unknown[][]).map(toRow) as R[];
    },
  });
  return db;
}

/**
 * Writes a bound LIMIT or OFFSET as `+?`. SQLite (3.53 here) reads the value bound to a bare
 * `limit ?` as a constant when it plans the statement, and so marks the statement to be planned
 * again whenever that parameter is bound anew, which is every run: a kept statement was compiled
 * on each call all the same (a list's page of five rows took 10 µs instead of 4.8 in a loop,
 * docs/performance.md). `+?` is the same value (SQLite's unary plus changes nothing) in an
 * expression the planner does not look into.
 */
class StatementKeepingCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit +');
    this.visitNode(node.limit);
  }

  protected override visitOffset(node: OffsetNode): void {
    this.append('offset +');
    this.visitNode(node.offset);
  }
}

class StatementKeepingDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new StatementKeepingCompiler();
  }
}

interface RowReader {
  /** The read, answering each row as an array of its values. */
  statement: SQLite.Statement<unknown[]>;
  /** A row's values as an object keyed by column, as better-sqlite3 would answer it. */
  toRow: (values: unknown[]) => Record<string, unknown>;
  /** Whether the statement may write (`insert … returning`): counted as a write. */
  writing: boolean;
}

/**
 * The synchronous reads' statements (`SqliteSync`), each compiled once, whose rows come as arrays
 * made into objects by a function written for the statement's columns: one object literal, so
 * every row of a statement has one shape. better-sqlite3 builds a row object a property at a time,
 * and past a score of columns V8 keeps such an object as a dictionary, slow to build and to read
 * (the signed-in account's row, read on every call): a read answered 25-40% sooner this way
 * (docs/performance.md). Kept apart from Kysely's statements, since raw mode is a statement's own.
 */
function rowReaders(file: SQLite.Database): (text: string) => RowReader {
  const readers = new Map<string, RowReader>();
  return (text) => {
    let reader = readers.get(text);
    if (!reader) {
      if (readers.size >= STATEMENTS_KEPT) readers.clear();
      const statement = file.prepare<unknown[]>(text).raw(true);
      const fields = statement.columns().map((c, i) => `${JSON.stringify(c.name)}: values[${i}]`);
      // The column names are quoted as JSON strings: the text made is an object literal only.
      const toRow = new Function(
        'values',
        `return { ${fields.join(', ')} };`,
      ) as RowReader['toRow'];
      reader = { statement, toRow, writing: !statement.readonly };
      readers.set(text, reader);
    }
    return reader;
  };
}

/** Compiled queries run synchronously on the SQLite file (see `inSqliteTransaction`). */
export interface SqliteSync {
  /** Runs a write; the number of rows it changed. */
  run(query: CompiledQuery): number;
  /** The first row of a read. */
  get<R>(query: CompiledQuery<R>): R | undefined;
  /** Every row of a read. */
  all<R>(query: CompiledQuery<R>): R[];
}

const sqliteFiles = new WeakMap<
  Kysely<Database>,
  SqliteSync & { file: SQLite.Database; writes: WriteCount | undefined }
>();

/**
 * How many statements that may write have run on the database, for a process that is the only
 * one to open it (an SQLite file it keeps locked): while the count stays the same, so does every
 * row, and what was read can be answered again (modules/auth/authenticate.ts). Undefined on
 * PostgreSQL and on a shared SQLite file, where others write too.
 */
export function writeCount(db: Kysely<Database>): number | undefined {
  return sqliteFiles.get(db)?.writes?.count;
}

/**
 * The rows of a read run at once on the SQLite file, without Kysely's turn at its one connection
 * (a lock and several promises per query, a tenth of a signed-in call's allocations); undefined
 * when `db` is a transaction, on PostgreSQL, or while a transaction is open on the file: the
 * caller then runs it through Kysely, which waits for that transaction to end. Outside a
 * transaction every statement runs to its end synchronously, so the read sees what is committed,
 * as it would through Kysely.
 */
export function readAtOnce<R>(db: Kysely<Database>, query: CompiledQuery<R>): R[] | undefined {
  const sync = sqliteFiles.get(db);
  if (!sync || sync.file.inTransaction) return undefined;
  return sync.all(query);
}

/**
 * Runs `work` as one `BEGIN IMMEDIATE` transaction on the SQLite file, synchronously: no `await`
 * inside, so no other request's code runs while it holds the file, and the time it is held does
 * not grow with the number of requests waiting. It first takes Kysely's one connection, so it
 * never runs inside (or beside) a Kysely transaction. Rolled back if `work` throws. Undefined on
 * PostgreSQL: the caller takes another path.
 */
export async function inSqliteTransaction<T>(
  db: Kysely<Database>,
  work: (s: SqliteSync) => T,
): Promise<{ value: T } | undefined> {
  const sync = sqliteFiles.get(db);
  if (!sync) return undefined;
  return db.connection().execute(() => {
    if (sync.file.inTransaction) throw new Error('SQLite file already in a transaction');
    return Promise.resolve({ value: sync.file.transaction(() => work(sync)).immediate() });
  });
}

/** Compiled statements kept for the calls of a running server; far more than its queries. */
const STATEMENTS_KEPT = 2000;

/** How many statements that may write have run on an SQLite file since it was opened. */
interface WriteCount {
  count: number;
}

/** A kept statement as Kysely and `SqliteSync.run` use it. */
type KeptStatement = Pick<SQLite.Statement<unknown[]>, 'reader' | 'all' | 'run' | 'iterate'>;

/**
 * A statement that may write (not `readonly` to SQLite: an insert, update, delete, DDL), counted
 * each time it runs, before it runs (`writeCount`).
 */
function countedWrite(statement: SQLite.Statement<unknown[]>, writes: WriteCount): KeptStatement {
  return {
    reader: statement.reader,
    all: (...args) => {
      writes.count++;
      return statement.all(...args);
    },
    run: (...args) => {
      writes.count++;
      return statement.run(...args);
    },
    iterate: (...args) => {
      writes.count++;
      return statement.iterate(...args);
    },
  };
}

/**
 * The SQLite file as Kysely uses it, but each SQL text compiled once: Kysely prepares a statement
 * for every query, and compiling was a tenth of a simple call's time. A statement runs to the end
 * before the next starts (better-sqlite3 is synchronous), so sharing one is safe. Statements that
 * may write are counted in `writes`.
 */
function reusingStatements(
  file: SQLite.Database,
  writes: WriteCount,
): SqliteDatabase & { prepare(text: string): KeptStatement } {
  const statements = new Map<string, KeptStatement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        const compiled = file.prepare<unknown[]>(text);
        statement = compiled.readonly ? compiled : countedWrite(compiled, writes);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
