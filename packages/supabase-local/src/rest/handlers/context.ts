import type { Transaction } from '../../db/database.js';
import type { Catalog } from '../catalog/model.js';
import { errors } from '../errors.js';
import { AS_TEXT, runScalar, type RequestScope } from '../exec.js';
import type { Negotiated } from '../negotiate.js';
import { Params } from '../sql/builder.js';
import type { Preferences, QueryParams, Range } from '../types.js';

/** Everything a handler needs about the request, parsed and negotiated up front. */
export interface RestContext {
  scope: RequestScope;
  catalog: Catalog;
  query: QueryParams;
  prefs: Preferences;
  negotiated: Negotiated;
  /** `Content-Profile: <schema>` when the schema was negotiated (named, or several exposed). */
  profileHeader: Record<string, string>;
  topRange: Range;
  maxRows: number;
  body: string;
  /** Aggregates in `select` are allowed (else PGRST123). */
  aggregatesEnabled: boolean;
}

export function checkStrictPreferences(ctx: RestContext): void {
  if (ctx.prefs.handling === 'strict' && ctx.prefs.invalid.length > 0)
    throw errors.invalidPreferences(ctx.prefs.invalid);
}

/** Planned counts: the planner's row estimate for the count query (EXPLAIN, no execution). */
export async function plannedCount(
  tx: Transaction,
  countQuery: string,
  params: Params,
): Promise<number> {
  const explain = await tx.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) ${countQuery}`,
    params.values,
    {
      serializers: AS_TEXT,
    },
  );
  const plan = explain.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan?: { 'Plan Rows'?: number };
  }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * PostgREST's count preferences: exact counts every row; planned asks the planner; estimated
 * counts exactly up to max-rows and uses the planner beyond that.
 */
export async function countFor(
  tx: Transaction,
  mode: Preferences['count'],
  /** The total the main statement already computed; undefined when it could not. */
  exactTotal: string | null | undefined,
  countQuery: () => { sql: string; params: Params },
  maxRows: number,
): Promise<number | null> {
  if (mode === undefined) return null;
  if (mode === 'exact' && exactTotal !== undefined) return Number(exactTotal ?? 0);
  const { sql, params } = countQuery();
  if (mode === 'exact') {
    const total = await runScalar<string>(
      tx,
      `SELECT pg_catalog.count(*)::text AS value FROM (${sql}) pgrst_count`,
      params,
    );
    return Number(total ?? 0);
  }
  if (mode === 'planned') return plannedCount(tx, sql, params);
  const limitParams = new Params();
  limitParams.values.push(...params.values);
  const limited = await runScalar<string>(
    tx,
    `SELECT pg_catalog.count(*)::text AS value FROM (${sql} LIMIT ${limitParams.add(String(maxRows + 1))}) pgrst_limited`,
    limitParams,
  );
  const total = Number(limited ?? 0);
  return total > maxRows ? plannedCount(tx, sql, params) : total;
}
