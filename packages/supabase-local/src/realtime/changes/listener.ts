/**
 * Wakes the drain of the change queue: on each NOTIFY of a committed change, and now and then in
 * case a wake-up was missed (a dropped listening connection). Wake-ups that arrive while a drain
 * runs fold into one more pass, so a burst of commits costs a few round trips, not one each.
 */
import type { Database } from '../../db/database.js';
import { wakeChannel } from './capture.js';

/** Safety net for lost notifications: a queued change waits at most this long. */
const pollMs = 5_000;

export class DrainLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  /** `pass` drains once and tells whether the queue may hold more (a full batch). */
  constructor(
    private readonly db: Database,
    private readonly pass: () => Promise<boolean>,
    private readonly logError: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(wakeChannel, () => this.wake());
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      try {
        while (!this.stopped && (await this.pass()));
      } catch (error) {
        if (!this.stopped) this.logError(`realtime: delivering changes failed: ${String(error)}`);
      }
    } while (this.again && !this.stopped);
  }

  /** Resolves once the pass under way (if any) has delivered its changes. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.running;
  }
}
