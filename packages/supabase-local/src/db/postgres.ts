/**
 * A PostgreSQL server behind supabase-local (`SUPABASE_LOCAL_DATABASE_URL`): a node-postgres pool
 * that answers with PGlite's API and PGlite's JavaScript values, so every handler and test runs
 * unchanged. Each transaction holds one pooled connection; the per-request role and JWT claims are
 * `set_config(…, true)` inside it (see request-context.ts), so they never outlive it or leak to
 * the next request that gets the connection.
 */
import { setImmediate } from 'node:timers';
import pg from 'pg';
import type {
  Database,
  FirstStatement,
  QueryOptions,
  QueryResult,
  Transaction,
} from './database.js';

const { Pool, Client, types } = pg;

/** Session settings every connection starts with, as PGlite's single session has them. */
export const sessionSettings: Record<string, string> = {
  // Supabase's default for the `postgres` role (PGlite: set in open.ts).
  search_path: '"$user",public,extensions',
  // PostgREST and PGlite answer in UTC, whatever the server machine's zone.
  TimeZone: 'UTC',
};

/** PGlite's parse of int8: a number while it is exact, a bigint beyond. */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
}
const arrayOf = (parse: (text: string) => unknown) => (text: string) =>
  (types.arrayParser as unknown as (text: string, parse: (t: string) => unknown) => unknown[])(
    text,
    parse,
  );

/** Where node-postgres and PGlite parse a type differently, PGlite's way wins. */
const pgliteParsers: Record<number, (text: string) => unknown> = {
  20: parseInt8, // int8
  1016: arrayOf(parseInt8), // int8[]
  1082: (text) => new Date(text), // date: UTC midnight, as PGlite (node-postgres: local midnight)
  1186: (text) => text, // interval: text (node-postgres: an object)
  1187: arrayOf((text) => text), // interval[]
};

const typeParsers = {
  getTypeParser: ((oid: number, format?: string) =>
    pgliteParsers[oid] ??
    (types.getTypeParser as (oid: number, format?: string) => unknown)(
      oid,
      format,
    )) as typeof types.getTypeParser,
};

type PgQueryable = Pick<pg.PoolClient, 'query'>;

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/**
 * node-postgres sends every parameter untyped, as text; a serializer map (PGlite's per-type
 * option) applies its text entry (OID 25) to every value.
 */
function boundValues(params: unknown[] | undefined, options: QueryOptions | undefined): unknown[] {
  const asText = options?.serializers?.[25];
  if (!params) return [];
  return asText ? params.map((v) => (v === null || v === undefined ? null : asText(v))) : params;
}

async function query<T>(
  on: PgQueryable,
  sql: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<QueryResult<T>> {
  return toResult<T>(await on.query(sql, boundValues(params, options)));
}

async function exec(on: PgQueryable, sql: string): Promise<QueryResult<unknown>[]> {
  // Without parameters node-postgres uses the simple protocol: a script of many statements.
  const result = (await on.query(sql)) as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(result) ? result : [result]).map((r) => toResult<unknown>(r));
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  poolSize?: number;
  log?: (line: string) => void;
}

function options(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value.replace(/[\\ ]/g, '\\$&')}`)
    .join(' ');
}

/** A pool on `url` with PGlite's API (see `Database`). */
export function connectPostgres(url: string, opts: PostgresOptions = {}): Database {
  const config: pg.ClientConfig = {
    connectionString: url,
    options: options(sessionSettings),
    types: typeParsers,
  };
  // Pipelined: a transaction's BEGIN, first statement and the request's own first statement go
  // out together, one round trip rather than three (one per answer awaited). node-postgres still
  // sends a connection's statements in the order they were issued.
  const pool = new Pool({ ...config, pipeline: true, max: opts.poolSize ?? 10 });
  // An idle connection the server closed (restart, shutdown) is dropped; the next query reconnects.
  pool.on('error', (error) => opts.log?.(`database connection lost: ${error.message}`));
  const listeners = new Set<pg.Client>();

  async function transaction<T>(
    first: FirstStatement | null,
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    let open = true;
    let broken: Error | undefined;
    // BEGIN, the first statement and `fn`'s first statement leave in one write: held back
    // (corked) until `fn` sends, or until this turn of the event loop ends if it sends nothing
    // (node:timers' setImmediate, which a test's fake timers leave alone).
    const socket = client.connection.stream;
    let held = true;
    const send = () => {
      if (!held) return;
      held = false;
      socket.uncork();
    };
    socket.cork();
    setImmediate(send);
    const end = async (command: 'commit' | 'rollback') => {
      open = false;
      const answer = client.query(command);
      send();
      await answer;
    };
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[], queryOptions?: QueryOptions) => {
        const answer = query<R>(client, sql, params, queryOptions);
        send();
        return answer;
      },
      exec: (sql) => {
        const answers = exec(client, sql);
        send();
        return answers;
      },
      rollback: () => end('rollback'),
    };
    // Issued before `fn` runs, so on this connection they precede every statement of `fn`. A
    // named statement is parsed once per connection; its values are still bound each time.
    const started = Promise.all([
      client.query('begin'),
      first ? client.query({ name: first.name, text: first.sql, values: first.params }) : null,
    ]);
    started.catch(() => undefined);
    try {
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        // When BEGIN or the first statement failed, `fn` failed for that reason: report it.
        await started;
        throw error;
      }
      await started;
      if (open) await end('commit');
      return result;
    } catch (error) {
      if (open) {
        await end('rollback').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  return {
    query: (sql, params, queryOptions) => query(pool, sql, params, queryOptions),
    exec: (sql) => exec(pool, sql),
    transaction: (fn) => transaction(null, fn),
    transactionAfter: (first, fn) => transaction(first, fn),
    async listen(channel, callback) {
      const client = new Client(config);
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) callback(message.payload ?? '');
      });
      client.on('error', (error) => opts.log?.(`listen connection lost: ${error.message}`));
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      listeners.clear();
      await pool.end();
    },
  };
}
