/**
 * Fixed-window counters, as GoTrue's limits are "N per period": each key (e.g. `sign-in:<ip>`)
 * may be hit `limit` times per window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a hit; false when the key is already at its limit in the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, count: 1 });
      return limit >= 1;
    }
    if (current.count >= limit) return false;
    current.count += 1;
    return true;
  }

  /** Seconds until `key`'s window ends when it is at its limit; 0 when it may be hit now. */
  blockedFor(key: string, limit: number, windowMs: number): number {
    const current = this.windows.get(key);
    const elapsed = current ? this.now() - current.startedAt : windowMs;
    if (!current || elapsed >= windowMs || current.count < limit) return 0;
    return Math.max(1, Math.ceil((windowMs - elapsed) / 1000));
  }

  reset(): void {
    this.windows.clear();
  }
}
