import { parseJsonBody } from '../json-body.js';
import { errors } from '../errors.js';
import { inRequestTransaction, rollbackAnswering, runStatement, type ResultRow } from '../exec.js';
import { appliedPreferences } from '../parse/prefer.js';
import { errorResponse, rangeStatus, RollbackWith, type RestResponse } from '../respond.js';
import { Params } from '../sql/builder.js';
import { buildReadPlan } from '../sql/plan.js';
import { countSql, selectSql } from '../sql/read.js';
import { callSql, resultRelation, type CallArgs } from '../sql/rpc.js';
import { bodyMedia, findFunction, type BodyMedia } from '../sql/rpc-match.js';
import { wrapStatement, type BodyShape } from '../sql/statement.js';
import { checkStrictPreferences, countFor, type RestContext } from './context.js';
import { explainResponse } from './explain.js';
import { readResponse } from './read.js';

/** GET arguments: repeated keys become arrays (for array parameters), as PostgREST does. */
function queryArguments(args: [string, string][]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of args) {
    const existing = out[key];
    if (existing === undefined) out[key] = value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

/** A JSON body names the arguments; a raw body (text, xml, bytea) is the one argument. */
function bodyArguments(body: string, media: BodyMedia): { json: string; keys: Set<string> } {
  if (media !== 'json') return { json: body, keys: new Set() };
  if (body.trim() === '') return { json: '{}', keys: new Set() };
  const parsed = parseJsonBody(body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { json: body, keys: new Set() };
  }
  return { json: body, keys: new Set(Object.keys(parsed)) };
}

/** PostgREST's invokeQuery answers with these preferences applied (max-affected included). */
const RPC_APPLIED = ['count', 'tx', 'handling', 'maxAffected'] as const;

/**
 * `Prefer: handling=strict, max-affected=N`: a call whose result has more than N rows is
 * refused (PGRST124) and rolled back, as PostgREST 12's failExceedsMaxAffectedPref does.
 */
function checkMaxAffected(ctx: RestContext, row: ResultRow): void {
  const max = ctx.prefs.maxAffected;
  if (ctx.prefs.handling === 'strict' && max !== undefined && row.page_total > max)
    throw new RollbackWith(errorResponse(errors.maxAffected(row.page_total)));
}

/** POST /rpc/fn (JSON arguments) and GET/HEAD /rpc/fn (query arguments). */
export async function handleRpc(
  ctx: RestContext,
  name: string,
  method: string,
): Promise<RestResponse> {
  const isPost = method === 'POST';
  const headOnly = method === 'HEAD';
  const media = bodyMedia(ctx.scope.headers.get('content-type'));
  const { json, keys } = isPost
    ? bodyArguments(ctx.body, media)
    : (() => {
        const args = queryArguments(ctx.query.rpcArgs);
        return { json: JSON.stringify(args), keys: new Set(Object.keys(args)) };
      })();
  const fn = findFunction(ctx.catalog, { name, keys, isPost, media });
  checkStrictPreferences(ctx);
  const args: CallArgs =
    fn.singleUnnamedParam !== null ? { kind: 'whole', json } : { kind: 'json', json, keys };

  const relation = resultRelation(ctx.catalog, fn);
  const plan = buildReadPlan(ctx.catalog, relation, ctx.query, {
    fromSource: true,
    rootFilters: true,
    ordersAndRanges: true,
    maxRows: ctx.maxRows,
    topRange: ctx.topRange,
    aggregates: ctx.aggregatesEnabled,
  });
  const schema = ctx.catalog.schema;
  const noBody = headOnly || fn.returns === 'void' || ctx.prefs.return === 'minimal';
  const shape: BodyShape = noBody
    ? { kind: 'none', stripNulls: false }
    : {
        ...ctx.negotiated.shape,
        ...(fn.returns === 'scalar'
          ? { scalar: fn.returnsSet ? ('set' as const) : ('one' as const) }
          : {}),
        singleComposite: fn.returns === 'composite' && !fn.returnsSet,
      };
  const params = new Params();
  const source = callSql(schema, fn, args, params);
  const rows = selectSql(plan, schema, params);
  const count = ctx.prefs.count === 'exact' ? countSql(plan, schema, params) : null;
  const sql = wrapStatement({ source, rows, count, shape });
  const readOnly = !isPost || fn.volatility !== 'volatile';

  return inRequestTransaction(ctx.scope, readOnly, async (tx) => {
    if (ctx.negotiated.plan) return explainResponse(ctx, tx, sql, params);
    const row = await runStatement(tx, sql, params);
    let response: RestResponse;
    if (fn.returns === 'void') {
      const headers: Record<string, string> = {
        'Content-Range': rangeStatus(plan.range.offset, row.page_total, null).range,
      };
      const applied = appliedPreferences(ctx.prefs, RPC_APPLIED);
      if (applied) headers['Preference-Applied'] = applied;
      response = { status: 204, headers, body: null };
    } else {
      const total = await countFor(
        tx,
        ctx.prefs.count,
        row.total,
        () => {
          const countParams = new Params();
          // The count reads the call's result, so it repeats the call in its own CTE.
          const call = callSql(schema, fn, args, countParams);
          return {
            sql: `WITH pgrst_source AS (${call}) ${countSql(plan, schema, countParams)}`,
            params: countParams,
          };
        },
        ctx.maxRows,
      );
      response = readResponse(ctx, plan.range.offset, row, total, shape, noBody, RPC_APPLIED);
    }
    // After the singular check (in readResponse), as in PostgREST's invokeQuery.
    checkMaxAffected(ctx, row);
    // A call may write: tx=rollback undoes it and still answers (PostgREST's optionalRollback).
    if (ctx.prefs.tx === 'rollback') return rollbackAnswering(tx, response);
    return response;
  });
}
