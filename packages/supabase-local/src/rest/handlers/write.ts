import type { Relation } from '../catalog/model.js';
import { errors, RestError } from '../errors.js';
import { inRequestTransaction, rollbackAnswering, runStatement, type ResultRow } from '../exec.js';
import { appliedPreferences } from '../parse/prefer.js';
import { contentRange, errorResponse, RollbackWith, type RestResponse } from '../respond.js';
import { Params } from '../sql/builder.js';
import { buildReadPlan } from '../sql/plan.js';
import type { ReadPlan } from '../sql/plan-types.js';
import { selectSql } from '../sql/read.js';
import { wrapStatement, type BodyShape } from '../sql/statement.js';
import { deleteSql, insertSql, updateSql } from '../sql/write.js';
import { checkStrictPreferences, type RestContext } from './context.js';
import { explainResponse } from './explain.js';
import { parsePayload } from './payload.js';

type Mutation = 'insert' | 'update' | 'delete';

/** Columns the mutation must return so the representation (and its embeds) can be built. */
function returningFor(ctx: RestContext, plan: ReadPlan, relation: Relation): string[] | '*' | null {
  if (ctx.prefs.return !== 'representation' && ctx.prefs.return !== 'headers-only') return null;
  // Computed fields and relationships read the whole row: the mutation returns every column.
  if (
    plan.select.some((s) => s.kind === 'star' || (s.kind === 'column' && s.ref.computed)) ||
    plan.embeds.some((e) => e.relationship.computedFunction !== undefined)
  )
    return '*';
  const cols = new Set<string>();
  for (const s of plan.select) if (s.kind === 'column') cols.add(s.ref.column);
  for (const e of plan.embeds) {
    const pairs = e.relationship.junction
      ? e.relationship.junction.sourceColumns
      : e.relationship.columns;
    for (const [own] of pairs) cols.add(own);
  }
  for (const pk of relation.primaryKey) cols.add(pk);
  return [...cols];
}

function location(relation: Relation, body: string): string | null {
  if (relation.primaryKey.length === 0) return null;
  const rows = JSON.parse(body) as unknown;
  const first = (Array.isArray(rows) ? rows[0] : rows) as
    Record<string, unknown> | null | undefined;
  if (!first) return null;
  const query = relation.primaryKey
    .map((pk) => {
      const value = first[pk];
      return `${encodeURIComponent(pk)}=${value === null || value === undefined ? 'is.null' : `eq.${encodeURIComponent(String(value))}`}`;
    })
    .join('&');
  return `/${relation.name}?${query}`;
}

function respond(
  ctx: RestContext,
  relation: Relation,
  mutation: Mutation,
  row: ResultRow,
): RestResponse {
  const affected = row.page_total;
  if (ctx.negotiated.shape.kind === 'single' && affected !== 1) {
    throw new RollbackWith(errorResponse(errors.singularity(affected)));
  }
  if (
    ctx.prefs.handling === 'strict' &&
    ctx.prefs.maxAffected !== undefined &&
    affected > ctx.prefs.maxAffected
  ) {
    throw new RollbackWith(errorResponse(errors.maxAffected(affected)));
  }
  const counted = ctx.prefs.count !== undefined ? affected : null;
  const headers: Record<string, string> = {};
  const representation = ctx.prefs.return === 'representation';
  let status: number;
  if (mutation === 'insert') {
    headers['Content-Range'] = contentRange(1, 0, counted);
    const merged = ctx.prefs.resolution === 'merge-duplicates' && Number(row.inserted ?? '0') <= 0;
    status = merged ? 200 : 201;
    if (ctx.prefs.return === 'headers-only') {
      const loc = location(relation, row.body);
      if (loc) headers.Location = loc;
    }
  } else {
    headers['Content-Range'] =
      mutation === 'update' ? contentRange(0, affected - 1, counted) : contentRange(1, 0, counted);
    status = representation ? 200 : 204;
  }
  const keys =
    mutation === 'insert'
      ? (['resolution', 'return', 'count', 'tx', 'missing', 'handling'] as const)
      : (['return', 'count', 'tx', 'missing', 'handling', 'maxAffected'] as const);
  const applied = appliedPreferences(ctx.prefs, keys);
  if (applied) headers['Preference-Applied'] = applied;
  if (representation)
    Object.assign(headers, { 'Content-Type': ctx.negotiated.contentType }, ctx.profileHeader);
  return { status, headers, body: representation ? row.body : null };
}

/** POST (insert/upsert), PATCH and DELETE: one statement, its result read back through the read plan. */
export async function handleMutation(
  ctx: RestContext,
  relation: Relation,
  mutation: Mutation,
): Promise<RestResponse> {
  const schema = ctx.catalog.schema;
  const root = <T extends { path: string[] }>(items: T[]) =>
    items.filter((i) => i.path.length === 0);
  const rootQuery = {
    ...ctx.query,
    select: [{ kind: 'star' as const }],
    filters: root(ctx.query.filters),
    logic: root(ctx.query.logic),
    order: root(ctx.query.order),
  };
  const filterPlan = buildReadPlan(ctx.catalog, relation, rootQuery, {
    fromSource: false,
    rootFilters: true,
    ordersAndRanges: true,
    maxRows: null,
    topRange: { offset: 0 },
    aggregates: ctx.aggregatesEnabled,
  });
  const resultPlan = buildReadPlan(ctx.catalog, relation, ctx.query, {
    fromSource: true,
    rootFilters: false,
    ordersAndRanges: false,
    maxRows: null,
    topRange: { offset: 0 },
    aggregates: ctx.aggregatesEnabled,
  });
  const returning = returningFor(ctx, resultPlan, relation);
  if (ctx.query.onConflict) {
    for (const c of ctx.query.onConflict)
      if (!relation.columnsByName.has(c)) throw errors.columnNotFound(relation.name, c);
  }
  const payload =
    mutation === 'delete'
      ? null
      : parsePayload(relation, ctx.body, ctx.query.columns, ctx.prefs.missing === 'default');
  checkStrictPreferences(ctx);
  const limited = filterPlan.range.limit !== undefined || filterPlan.range.offset > 0;
  if (mutation !== 'insert' && filterPlan.where.length === 0 && !limited) {
    // Hosted Supabase loads pg-safeupdate: an UPDATE/DELETE without a filter is refused.
    throw new RestError(400, {
      code: '21000',
      message: `${mutation === 'update' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`,
      details: null,
      hint: null,
    });
  }

  const params = new Params();
  let source: string;
  if (mutation === 'insert' && payload) {
    const conflictColumns = ctx.query.onConflict ?? relation.primaryKey;
    const resolution = ctx.prefs.resolution;
    source = insertSql(
      schema,
      relation,
      payload,
      {
        onConflict:
          resolution && conflictColumns.length > 0
            ? { columns: conflictColumns, resolution }
            : null,
        returning,
      },
      params,
    );
  } else {
    const filtered = {
      where: filterPlan.where,
      order: filterPlan.order,
      range: filterPlan.range,
      returning,
    };
    source =
      mutation === 'update' && payload
        ? updateSql(schema, relation, payload, filtered, params)
        : deleteSql(schema, relation, filtered, params);
  }
  const wantBody = returning !== null;
  const shape: BodyShape = wantBody ? ctx.negotiated.shape : { kind: 'none', stripNulls: false };
  const rows = wantBody ? selectSql(resultPlan, schema, params) : 'SELECT 1 FROM pgrst_source';
  const sql = wrapStatement({ source, rows, count: null, shape, inserted: mutation === 'insert' });
  return inRequestTransaction(ctx.scope, false, async (tx) => {
    if (ctx.negotiated.plan) return explainResponse(ctx, tx, sql, params);
    const response = respond(ctx, relation, mutation, await runStatement(tx, sql, params));
    if (ctx.prefs.tx === 'rollback') return rollbackAnswering(tx, response);
    return response;
  });
}
