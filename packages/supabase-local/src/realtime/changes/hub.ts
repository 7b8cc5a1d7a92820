/**
 * Postgres Changes for the Realtime socket: subscriptions (a channel's `postgres_changes`
 * bindings) receive the inserts, updates and deletes of the tables in the publication
 * `supabase_realtime`, filtered, and only those their caller may select, as on hosted Supabase.
 * Changes are captured by triggers into a queue (platform/10_realtime_changes.sql), which a
 * NOTIFY at commit tells this hub to drain.
 */
import type { Database } from '../../db/database.js';
import type { RequestAuth } from '../../db/request-context.js';
import { clearQueue, drainBatchSize, syncCaptureTriggers, takeChanges } from './capture.js';
import { dispatchChanges } from './dispatch.js';
import { DrainLoop } from './listener.js';
import { Registry } from './registry.js';
import { subscriptionEntries } from './validate.js';

export interface ChangeBinding {
  /** The id the server gave this binding in the join reply; the socket layer sends it in `ids`. */
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  /** Absent or '*' = every table of the schema in the publication. */
  table?: string;
  /** realtime-js form, e.g. "user_id=eq.42", "status=in.(a,b)". */
  filter?: string;
}

export interface ChangeSubscription {
  bindings: ChangeBinding[];
  /** Current caller (changes when the client pushes a new access_token). */
  auth(): RequestAuth;
  /** One change for one binding: `data` exactly as Supabase Realtime sends it in a `postgres_changes`
   *  event ({schema, table, commit_timestamp, eventType/type, columns, record, old_record, errors}). */
  deliver(bindingId: number, data: Record<string, unknown>): void;
}

export interface HubOptions {
  /**
   * Where the queue is drained and rows are checked (default: `db`). On PostgreSQL, a connection
   * of its own, as hosted Realtime polls changes on its own: deliveries then never wait behind
   * API requests for a connection of the pool.
   */
  drain?: Database;
}

/** Distinct failure lines kept from being repeated (one per failing table, not per change). */
const maxRememberedErrors = 100;

export class PostgresChangesHub {
  private readonly registry = new Registry();
  private readonly loop: DrainLoop;
  private readonly logged = new Set<string>();
  private readonly drain: Database;

  constructor(
    private readonly db: Database,
    private readonly logError: (line: string) => void,
    options: HubOptions = {},
  ) {
    this.drain = options.drain ?? db;
    this.loop = new DrainLoop(
      db,
      () => this.drainOnce(),
      (line) => this.logOnce(line),
    );
  }

  /** LISTEN, sync capture triggers. */
  async start(): Promise<void> {
    await syncCaptureTriggers(this.db);
    // Changes queued while no server listened have no subscriber to reach.
    await clearQueue(this.db);
    await this.loop.start();
  }

  /** Validates tables/filters; throws Error(message as Supabase words it) on a bad binding. */
  async subscribe(subscription: ChangeSubscription): Promise<() => void> {
    const entries = await subscriptionEntries(this.db, subscription);
    for (const entry of entries) this.registry.add(entry);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      for (const entry of entries) this.registry.remove(entry);
    };
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One batch from the queue; true when the queue may hold more. */
  private async drainOnce(): Promise<boolean> {
    const changes = await takeChanges(this.drain, drainBatchSize);
    if (changes.length > 0 && !this.registry.empty) {
      await dispatchChanges(this.drain, this.registry, changes, (line) => this.logOnce(line));
    }
    return changes.length === drainBatchSize;
  }

  private logOnce(line: string): void {
    if (this.logged.has(line)) return;
    if (this.logged.size >= maxRememberedErrors) this.logged.clear();
    this.logged.add(line);
    this.logError(line);
  }
}
