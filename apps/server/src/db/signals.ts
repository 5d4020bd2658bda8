import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import { isPostgres, type Db } from './database';

/**
 * Wake-ups between servers (docs/decisions/foundations.md, "Storage": agent wake-ups cross instances by LISTEN/NOTIFY).
 * `notify(channel, key)` reaches every `waitFor(channel, key)` on every server of the database:
 * on PostgreSQL through NOTIFY, heard by one LISTEN connection per server; on SQLite, which one
 * process serves, through an in-process emitter. A wake-up is a hint, not a message: the waiter
 * reads the database again, so one lost on a dropped connection costs only the waiter's timeout.
 */
export class Signals {
  readonly #events = new EventEmitter();
  readonly #channels = new Set<string>();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string | undefined,
  ) {
    this.#events.setMaxListeners(0);
  }

  /** Wakes the waiters of `key` on `channel`, on every server; call it after the change commits. */
  async notify(channel: string, key: string | number): Promise<void> {
    if (isPostgres(this.db)) {
      await sql`select pg_notify(${channel}, ${String(key)})`.execute(this.db);
    } else {
      this.#events.emit(`${channel}:${String(key)}`);
    }
  }

  /**
   * Starts listening for `key` on `channel`. Subscribe before reading the state a wake-up would
   * change, so that no change falls between the read and the wait; then `wait` for up to `ms`
   * (true when woken, false at the end of the time, when `signal` aborts or the app closes), and
   * `close` the subscription.
   */
  async subscribe(channel: string, key: string | number) {
    const name = `${channel}:${String(key)}`;
    let woken = false;
    let wake: (() => void) | null = null;
    const listener = () => {
      woken = true;
      wake?.();
    };
    this.#events.on(name, listener);
    this.#events.on('close', listener);
    try {
      await this.#listen(channel);
    } catch (error) {
      this.#events.off(name, listener);
      this.#events.off('close', listener);
      throw error;
    }
    return {
      wait: (ms: number, signal?: AbortSignal) =>
        new Promise<boolean>((resolve) => {
          if (woken || this.#closed || signal?.aborted) return resolve(woken);
          const timer = setTimeout(() => finish(false), ms);
          const onAbort = () => finish(false);
          const finish = (value: boolean) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            wake = null;
            resolve(value);
          };
          wake = () => finish(!this.#closed);
          signal?.addEventListener('abort', onAbort, { once: true });
        }),
      close: () => {
        this.#events.off(name, listener);
        this.#events.off('close', listener);
      },
    };
  }

  async #listen(channel: string): Promise<void> {
    if (!isPostgres(this.db) || this.#closed) return;
    const client = await this.#connection();
    if (this.#channels.has(channel)) return;
    this.#channels.add(channel);
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  #connection(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      client.on('notification', (n) => this.#events.emit(`${n.channel}:${n.payload ?? ''}`));
      // A dropped connection is made again at the next wait; the waiters of this one time out.
      client.on('error', () => this.#drop(client));
      client.on('end', () => this.#drop(client));
      await client.connect();
      this.#client = client;
      return client;
    })().finally(() => {
      this.#connecting = null;
    });
    return this.#connecting;
  }

  #drop(client: pg.Client) {
    if (this.#client !== client) return;
    this.#client = null;
    this.#channels.clear();
  }

  /** Ends every wait and the LISTEN connection. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#events.emit('close');
    const client = this.#client ?? (await this.#connecting?.catch(() => null));
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
