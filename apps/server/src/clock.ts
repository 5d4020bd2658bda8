import { setTimeout as wait } from 'node:timers/promises';

/**
 * The time, for everything that acts on it (jobs, expiry, schedules, deliberate delays). Tests
 * hand the app a clock they move; the server uses the system's.
 */
export interface Clock {
  now(): Date;
  /** Waits `ms` (rejects when `signal` aborts first). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms, signal) => {
    if (ms > 0) await wait(ms, undefined, { signal });
  },
};

/** A clock that stands still until moved, for tests. Sleeping moves it at once. */
export class TestClock implements Clock {
  private ms: number;

  constructor(start: Date | string = new Date()) {
    this.ms = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.ms);
  }

  set(to: Date | string): void {
    this.ms = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }

  async sleep(ms: number): Promise<void> {
    this.advance(ms);
  }
}
