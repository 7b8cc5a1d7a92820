import type { Relation } from '../catalog/model.js';
import { errors } from '../errors.js';
import { inRequestTransaction, runStatement, type ResultRow } from '../exec.js';
import { appliedPreferences } from '../parse/prefer.js';
import { errorResponse, rangeStatus, RollbackWith, type RestResponse } from '../respond.js';
import { Params } from '../sql/builder.js';
import { buildReadPlan } from '../sql/plan.js';
import { countInPage } from '../sql/page.js';
import { countSql, selectSql, windowedReadSql } from '../sql/read.js';
import { wrapStatement, type BodyShape } from '../sql/statement.js';
import { checkStrictPreferences, countFor, type RestContext } from './context.js';
import { explainResponse } from './explain.js';

/**
 * The answer to a read (table GET/HEAD or a function call): singular check, range status,
 * Content-Range, and the body straight from Postgres' JSON.
 */
export function readResponse(
  ctx: RestContext,
  offset: number,
  row: ResultRow,
  total: number | null,
  shape: BodyShape,
  headOnly: boolean,
  appliedKeys: Parameters<typeof appliedPreferences>[1] = ['count', 'tx', 'handling'],
): RestResponse {
  if (ctx.negotiated.shape.kind === 'single' && row.page_total !== 1) {
    throw new RollbackWith(errorResponse(errors.singularity(row.page_total)));
  }
  const { status, range } = rangeStatus(offset, row.page_total, total);
  const headers: Record<string, string> = { 'Content-Range': range, ...ctx.profileHeader };
  const applied = appliedPreferences(ctx.prefs, appliedKeys);
  if (applied) headers['Preference-Applied'] = applied;
  if (status === 416) {
    const error = errorResponse(errors.rangeNotSatisfiable(offset, total ?? 0));
    return { ...error, headers: { ...error.headers, ...headers } };
  }
  headers['Content-Type'] = ctx.negotiated.contentType;
  return { status, headers, body: headOnly || shape.kind === 'none' ? null : row.body };
}

export async function handleRead(
  ctx: RestContext,
  relation: Relation,
  headOnly: boolean,
): Promise<RestResponse> {
  checkStrictPreferences(ctx);
  const plan = buildReadPlan(ctx.catalog, relation, ctx.query, {
    fromSource: false,
    rootFilters: true,
    ordersAndRanges: true,
    maxRows: ctx.maxRows,
    topRange: ctx.topRange,
    aggregates: ctx.aggregatesEnabled,
  });
  const schema = ctx.catalog.schema;
  const shape: BodyShape = headOnly ? { kind: 'none', stripNulls: false } : ctx.negotiated.shape;
  const params = new Params();
  const windowed = ctx.prefs.count === 'exact' && countInPage(plan);
  let sql: string;
  if (windowed) {
    const { page, source } = windowedReadSql(plan, schema, params);
    sql = wrapStatement({ source, count: null, shape, page });
  } else {
    const source = selectSql(plan, schema, params);
    const count = ctx.prefs.count === 'exact' ? countSql(plan, schema, params) : null;
    sql = wrapStatement({ source, count, shape });
  }

  return inRequestTransaction(ctx.scope, true, async (tx) => {
    if (ctx.negotiated.plan) return explainResponse(ctx, tx, sql, params);
    const row = await runStatement(tx, sql, params);
    // An empty page past the start says nothing about the total: count it separately.
    const exactTotal =
      windowed && row.total === null && plan.range.offset > 0 ? undefined : row.total;
    const total = await countFor(
      tx,
      ctx.prefs.count,
      exactTotal,
      () => {
        const countParams = new Params();
        return { sql: countSql(plan, schema, countParams), params: countParams };
      },
      ctx.maxRows,
    );
    return readResponse(ctx, plan.range.offset, row, total, shape, headOnly);
  });
}
