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
  return db.transaction(async (tx) => {
    if (request.readOnly) await tx.exec('set transaction read only');
    const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : '';
    await tx.query(
      `select set_config('search_path', $7, true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true),
              set_config('request.method', $4, true),
              set_config('request.path', $5, true),
              set_config('request.headers', $6, true)`,
      [
        auth.role,
        JSON.stringify(auth.claims),
        sub,
        request.method,
        request.path,
        JSON.stringify(request.headers ?? {}),
        searchPathValue(request.searchPath ?? DEFAULT_SEARCH_PATH),
      ],
    );
    return fn(tx);
  });
}
