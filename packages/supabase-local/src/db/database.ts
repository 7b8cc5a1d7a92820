/**
 * What supabase-local asks of its database: PGlite's own API (the embedded default), which the
 * PostgreSQL pool of `postgres.ts` implements too, so every handler runs unchanged on either.
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows written by INSERT/UPDATE/DELETE. */
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface QueryOptions {
  /** Per type OID, how a parameter becomes text (supabase-local sends every one as text). */
  serializers?: Record<number, (value: unknown) => string>;
}

export interface Queryable {
  /** One statement, values bound as parameters. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** A script of statements, no parameters. */
  exec(sql: string): Promise<QueryResult<unknown>[]>;
}

export interface Transaction extends Queryable {
  /** Rolls back now; the transaction's callback then returns without a commit. */
  rollback(): Promise<void>;
}

/** A fixed statement run first in a transaction; `name` identifies its text (a prepared statement). */
export interface FirstStatement {
  name: string;
  sql: string;
  params: unknown[];
}

export interface Database extends Queryable {
  /** BEGIN, `fn`, COMMIT — or ROLLBACK when `fn` throws (its error is rethrown). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * As `transaction`, with `first` run before any statement of `fn`, sent without waiting for
   * BEGIN's answer (PostgreSQL only; PGlite has no round trips to save).
   */
  transactionAfter?<T>(first: FirstStatement, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Calls `callback` on each NOTIFY on `channel`; resolves to an unlisten function. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
