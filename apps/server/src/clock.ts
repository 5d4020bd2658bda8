/**
 * The time, for everything that acts on it (jobs, expiry, schedules). Tests hand the app a clock
 * they move; the server uses the system's.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved, for tests. */
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
}
