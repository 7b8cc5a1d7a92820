import type { Database, Transaction } from './database.js';

/** Who is calling, as decided from the bearer token (anon key, service key, or a user JWT). */
export interface RequestAuth {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The verified JWT claims; `{ role: 'anon' }` for anonymous calls. */
  claims: Record<string, unknown>;
}

export interface RequestInfo {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** GET/HEAD run read-only, as PostgREST does. */
  readOnly?: boolean;
  /** Schemas of the search_path: the request's schema, then `[api] extra_search_path`. */
  searchPath?: string[];
}

const DEFAULT_SEARCH_PATH = ['public', 'extensions'];

/** `"a", "b"`: each schema quoted as an identifier, as PostgREST's escapeIdentList does. */
function searchPathValue(schemas: string[]): string {
  return schemas.map((s) => `"${s.replaceAll('"', '""')}"`).join(', ');
}

/** The request's settings, all transaction-local, in one statement (one round trip). */
const SETTINGS = `select set_config('search_path', $7, true),
       set_config('role', $1, true),
       set_config('request.jwt.claims', $2, true),
       set_config('request.jwt.claim.sub', $3, true),
       set_config('request.jwt.claim.role', $1, true),
       set_config('request.method', $4, true),
       set_config('request.path', $5, true),
       set_config('request.headers', $6, true)`;

/** The same for reads, first made read-only (`SET TRANSACTION READ ONLY`, in the same statement). */
const READ_ONLY_SETTINGS = SETTINGS.replace(
  'select ',
  "select set_config('transaction_read_only', 'on', true),\n       ",
);

/**
 * Runs `fn` in one transaction as the caller's Postgres role with PostgREST's request settings,
 * so `auth.uid()` and RLS policies behave exactly as on hosted Supabase. PGlite connects as a
 * superuser (which bypasses RLS), hence the role switch must happen inside every transaction.
 * Every setting is transaction-local (`set_config(…, true)`): PGlite serialises transactions, and
 * on PostgreSQL each transaction holds its own pooled connection, so concurrent requests never
 * see each other's role or claims, and none outlives its transaction.
 */
export async function withRequestContext<T>(
  db: Database,
  auth: RequestAuth,
  request: RequestInfo,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
  const settings = {
    name: request.readOnly ? 'supabase_local_read_only_settings' : 'supabase_local_settings',
    sql: request.readOnly ? READ_ONLY_SETTINGS : SETTINGS,
    params: [
      auth.role,
      JSON.stringify(auth.claims),
      sub,
      request.method,
      request.path,
      JSON.stringify(request.headers ?? {}),
      searchPathValue(request.searchPath ?? DEFAULT_SEARCH_PATH),
    ],
  };
  // On PostgreSQL the settings go out with BEGIN and `fn`'s first statement (one round trip),
  // still ahead of it on the connection.
  if (db.transactionAfter) return db.transactionAfter(settings, fn);
  return db.transaction(async (tx) => {
    await tx.query(settings.sql, settings.params);
    return fn(tx);
  });
}
