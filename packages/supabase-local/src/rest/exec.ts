import type { Database, Transaction } from '../db/database.js';
import { withRequestContext, type RequestAuth } from '../db/request-context.js';
import { RestError } from './errors.js';
import { fromPgError, isPgError } from './pg-errors.js';
import { RollbackWith, type RestResponse } from './respond.js';
import type { Params } from './sql/builder.js';

/**
 * Every parameter is sent as text and typed by Postgres from its context (like PostgREST's
 * "unknown" literals); PGlite's own serializers (e.g. JSON.stringify for json) must not touch it.
 */
export const AS_TEXT = new Proxy({} as Record<number, (value: unknown) => string>, {
  get: () => (value: unknown) => String(value),
});

export interface ResultRow {
  total: string | null;
  page_total: number;
  body: string;
  inserted?: string | null;
}

export async function runStatement(
  tx: Transaction,
  sql: string,
  params: Params,
): Promise<ResultRow> {
  const result = await tx.query<ResultRow>(sql, params.values, { serializers: AS_TEXT });
  const row = result.rows[0];
  if (!row) throw new Error('statement returned no row');
  return row;
}

export async function runScalar<T>(
  tx: Transaction,
  sql: string,
  params: Params,
): Promise<T | undefined> {
  const result = await tx.query<{ value: T }>(sql, params.values, { serializers: AS_TEXT });
  return result.rows[0]?.value;
}

export interface RequestScope {
  db: Database;
  auth: RequestAuth;
  method: string;
  path: string;
  headers: Headers;
  /** The request's schema, then the extra search path. */
  searchPath: string[];
}

function headerObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * Runs `fn` in the request's transaction (caller's role, JWT claims, read-only for reads).
 * Postgres errors become PostgREST errors; `RollbackWith` rolls back and still answers.
 */
export async function inRequestTransaction(
  scope: RequestScope,
  readOnly: boolean,
  fn: (tx: Transaction) => Promise<RestResponse>,
): Promise<RestResponse> {
  try {
    return await withRequestContext(
      scope.db,
      scope.auth,
      {
        method: scope.method,
        path: scope.path,
        headers: headerObject(scope.headers),
        readOnly,
        searchPath: scope.searchPath,
      },
      fn,
    );
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    if (error instanceof RestError) throw error;
    if (isPgError(error)) throw fromPgError(error, scope.auth.role !== 'anon');
    throw error;
  }
}

/**
 * PostgREST's optionalRollback for `Prefer: tx=rollback`: deferred constraints are checked first
 * (`SET CONSTRAINTS ALL IMMEDIATE`), so their violations are still reported; then the
 * transaction is rolled back and `response` is sent.
 */
export async function rollbackAnswering(tx: Transaction, response: RestResponse): Promise<never> {
  await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
  throw new RollbackWith(response);
}
