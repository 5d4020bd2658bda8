/**
 * Runs at most `width` tasks at once in this process; waiting tasks start in order, urgent ones
 * before the rest. Sign-in uses it for password checks: argon2 takes a core for a good part of a
 * second, and a check with a clean record (no failures for its name) should not queue behind a
 * flood of bogus ones. It schedules this server's own CPU, so it lives in the process; what must
 * hold across servers (budgets, slots) is in the database (limits.ts).
 */
export class PriorityGate {
  private running = 0;
  private readonly waiting: { urgent: (() => void)[]; other: (() => void)[] } = {
    urgent: [],
    other: [],
  };

  constructor(private readonly width: number) {}

  async run<T>(urgent: boolean, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.running >= this.width) await this.wait(urgent, signal);
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.urgent.shift() ?? this.waiting.other.shift();
      // The place passes straight to the next task; otherwise it is freed.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks waiting for a place (for tests and metrics). */
  get queued(): number {
    return this.waiting.urgent.length + this.waiting.other.length;
  }

  private wait(urgent: boolean, signal?: AbortSignal): Promise<void> {
    const line = urgent ? this.waiting.urgent : this.waiting.other;
    return new Promise((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        const at = line.indexOf(start);
        if (at >= 0) line.splice(at, 1);
        reject(signal?.reason ?? new Error('aborted'));
      };
      if (signal?.aborted) return abort();
      signal?.addEventListener('abort', abort, { once: true });
      line.push(start);
    });
  }
}
