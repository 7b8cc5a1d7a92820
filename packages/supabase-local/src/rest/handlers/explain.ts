import type { Transaction } from '../../db/database.js';
import { AS_TEXT, rollbackAnswering } from '../exec.js';
import type { RestResponse } from '../respond.js';
import type { Params } from '../sql/builder.js';
import type { RestContext } from './context.js';

/**
 * `Accept: application/vnd.pgrst.plan[+json|+text]` (supabase-js `.explain()`): the EXPLAIN of
 * the very statement the request would run, in its transaction (role, claims, RLS, read-only
 * for reads). With `analyze` the statement runs, and a write commits unless `Prefer:
 * tx=rollback`, as in PostgREST. The body is the plan, one line per row of EXPLAIN's output.
 */
export async function explainResponse(
  ctx: RestContext,
  tx: Transaction,
  sql: string,
  params: Params,
): Promise<RestResponse> {
  const plan = ctx.negotiated.plan;
  if (!plan) throw new Error('no plan was asked for');
  const options = [
    `FORMAT ${plan.format.toUpperCase()}`,
    ...plan.options.map((o) => o.toUpperCase()),
  ];
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (${options.join(', ')}) ${sql}`,
    params.values,
    { serializers: AS_TEXT },
  );
  const body = result.rows
    .map((row) => {
      const line = row['QUERY PLAN'];
      return `${typeof line === 'string' ? line : JSON.stringify(line)}\n`;
    })
    .join('');
  const response = { status: 200, headers: { 'Content-Type': ctx.negotiated.contentType }, body };
  if (ctx.prefs.tx === 'rollback') return rollbackAnswering(tx, response);
  return response;
}
