/**
 * Fixed-window call counters per key (a route and a client address), kept in memory: enough for
 * one server process; several processes behind a balancer would each count their own share.
 */
export class AddressLimiter {
  private readonly windows = new Map<string, { ends: number; count: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts one call; answers 0 while within the limit, else the seconds until the window ends. */
  take(key: string, limit: { calls: number; seconds: number }): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.ends <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { ends: now + limit.seconds * 1000, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit.calls ? Math.max(1, Math.ceil((window.ends - now) / 1000)) : 0;
  }

  /** Drops ended windows; when every window is live, the oldest half goes. */
  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.ends <= now) this.windows.delete(key);
    if (this.windows.size < this.maxKeys) return;
    const keys = [...this.windows.keys()];
    for (const key of keys.slice(0, Math.ceil(keys.length / 2))) this.windows.delete(key);
  }
}
