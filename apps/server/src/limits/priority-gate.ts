/**
 * Runs at most `width` tasks at once in this process. A task names its lane: waiting tasks start
 * lane 0 first, then lane 1 and so on, in order within a lane; and `reserved` of the places are
 * lane 0's alone, so the other lanes together run at most `width - reserved` at once. Sign-in uses
 * it for password checks (docs/decisions/sign-in-limits.md): argon2 takes a core for a good part
 * of a second, and a known name with a clean record should neither queue behind a flood of bogus
 * checks nor wait for one to finish. It schedules this server's own CPU, so it lives in the
 * process; what must hold across servers (budgets, slots) is in the database (limits.ts).
 */
export class PriorityGate {
  private running = 0;
  /** Tasks running from lanes other than 0: bounded by the places not reserved. */
  private runningShared = 0;
  private readonly lines: (() => void)[][] = [];

  constructor(
    private readonly width: number,
    private readonly reserved = 0,
  ) {
    if (reserved >= width) throw new Error('PriorityGate: the other lanes need a place');
  }

  async run<T>(lane: number, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    // A call already given up takes no place, not even a free one.
    signal?.throwIfAborted();
    if (this.mayStart(lane)) this.take(lane);
    else await this.wait(lane, signal);
    try {
      return await task();
    } finally {
      this.running -= 1;
      if (lane > 0) this.runningShared -= 1;
      this.startWaiting();
    }
  }

  /** Tasks waiting for a place (for tests and metrics). */
  get queued(): number {
    return this.lines.reduce((sum, line) => sum + line.length, 0);
  }

  private mayStart(lane: number): boolean {
    if (this.running >= this.width) return false;
    return lane === 0 || this.runningShared < this.width - this.reserved;
  }

  private take(lane: number) {
    this.running += 1;
    if (lane > 0) this.runningShared += 1;
  }

  /** Hands free places to waiting tasks, the first lanes first. */
  private startWaiting() {
    for (const [lane, line] of this.lines.entries()) {
      while (line && line.length > 0 && this.mayStart(lane)) {
        this.take(lane);
        line.shift()!();
      }
    }
  }

  private wait(lane: number, signal?: AbortSignal): Promise<void> {
    const line = (this.lines[lane] ??= []);
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
      signal?.addEventListener('abort', abort, { once: true });
      line.push(start);
    });
  }
}
