/**
 * Fixed-window counters, as GoTrue's limits are "N per period": each key (e.g. `sign-in:<ip>`)
 * may be hit `limit` times per window. Also the failure locks of `lockedFor`/`recordFailure`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();
  private readonly failures = new Map<string, FailureRecord>();
  private readonly prunedAt = new Map<Map<string, unknown>, number>();

  // Read through a closure, so a test can move the clock (vi.spyOn(Date, 'now')).
  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Records a hit; false when the key is already at its limit in the current window. */
  hit(key: string, limit: number, windowMs: number): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= windowMs) {
      this.prune(this.windows, (entry) => now - entry.startedAt >= windowMs);
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

  /** Seconds `key` stays locked by `recordFailure`; 0 when it is not locked. */
  lockedFor(key: string): number {
    const record = this.failures.get(key);
    const left = record ? record.lockedUntil - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /**
   * Counts a failure for `key`. The `policy.limit`-th failure locks the key for
   * `policy.firstLockMs`, and each one after it (once the lock is over) for twice as long as
   * the last, up to `policy.maxLockMs`. A key with no failure for `policy.forgetAfterMs`
   * starts afresh.
   */
  recordFailure(key: string, policy: FailurePolicy): void {
    const now = this.now();
    const stale = (entry: FailureRecord) =>
      now - entry.lastFailureAt >= policy.forgetAfterMs && entry.lockedUntil <= now;
    const previous = this.failures.get(key);
    const record =
      previous && !stale(previous) ? previous : { count: 0, lastFailureAt: now, lockedUntil: 0 };
    record.count += 1;
    record.lastFailureAt = now;
    const over = record.count - policy.limit + 1;
    if (over > 0) {
      const lockMs = Math.min(policy.maxLockMs, policy.firstLockMs * 2 ** Math.min(over - 1, 30));
      record.lockedUntil = now + lockMs;
    }
    if (!previous) this.prune(this.failures, stale);
    this.failures.set(key, record);
  }

  /** Forgets `key`'s failures (a success). */
  clearFailures(key: string): void {
    this.failures.delete(key);
  }

  reset(): void {
    this.windows.clear();
    this.failures.clear();
  }

  /** Keys are per address (and account): drop spent entries before the map grows large. */
  // At most once a minute, so a map full of live entries is not scanned at every new key.
  private prune<T>(map: Map<string, T>, spent: (entry: T) => boolean): void {
    const now = this.now();
    if (map.size < pruneAbove || now - (this.prunedAt.get(map) ?? 0) < 60_000) return;
    this.prunedAt.set(map, now);
    for (const [key, entry] of map) if (spent(entry)) map.delete(key);
  }
}

const pruneAbove = 10_000;

interface FailureRecord {
  count: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export interface FailurePolicy {
  limit: number;
  firstLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
}
