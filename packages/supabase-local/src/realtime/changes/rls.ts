/**
 * Row-level security for Postgres Changes, as Supabase's `apply_rls`: an inserted or updated row
 * reaches a subscriber only if the subscriber (its role and JWT claims) may select it now, looked
 * up by primary key with the settings a REST request of that caller gets
 * (supabase_local.realtime_visible_rows, read-only). Subscribers with identical claims share one
 * check, and one round trip checks a whole batch of changes for every caller.
 */
import type { Queryable } from '../../db/database.js';
import type { RequestAuth } from '../../db/request-context.js';
import type { TableInfo } from './capture.js';

export interface VisibilityRequest {
  auth: RequestAuth;
  table: TableInfo;
  /** The changed rows (to_jsonb form), in the order the answer refers to them. */
  rows: Record<string, unknown>[];
}

/**
 * For each request, the indexes of its rows the caller may select. A check that fails (a policy
 * raising, a missing grant) shows the caller nothing; `onError` hears of it.
 */
export async function visibleRows(
  db: Queryable,
  requests: VisibilityRequest[],
  onError: (message: string, request: VisibilityRequest) => void,
): Promise<Set<number>[]> {
  const results: Set<number>[] = requests.map(() => new Set());
  if (requests.length === 0) return results;
  const checks = requests.map(({ auth, table, rows }) => ({
    relid: table.relid,
    role: auth.role,
    claims: JSON.stringify(auth.claims),
    sub: typeof auth.claims.sub === 'string' ? auth.claims.sub : '',
    rows,
  }));
  const { rows } = await db.query<{ check_index: number; row_index: number; error: string | null }>(
    'select check_index, row_index, error from supabase_local.realtime_visible_rows($1::jsonb)',
    [JSON.stringify(checks)],
  );
  for (const { check_index, row_index, error } of rows) {
    const request = requests[check_index];
    if (!request) continue;
    if (error !== null) onError(error, request);
    else results[check_index]?.add(row_index);
  }
  return results;
}
