import type { Column, Relation } from '../catalog/model.js';
import type { Range } from '../types.js';
import { ident, qualified, type Params } from './builder.js';
import { orderSql, whereSql } from './filter.js';
import type { OrderItem, WhereNode } from './plan-types.js';
import { limitOffsetSql } from './read.js';

export interface Payload {
  /** Raw JSON text, bound as one parameter. */
  json: string;
  isObject: boolean;
  columns: Column[];
  /** `Prefer: missing=default`: absent keys take the column default instead of NULL. */
  applyDefaults: boolean;
}

const INSERTED = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`;

/** `FROM … pgrst_body`: the payload typed by the table's columns (PostgREST's fromJsonBodyF). */
function bodyFrom(payload: Payload, p: Params, limitOne: boolean): string {
  const { isObject, applyDefaults, columns } = payload;
  const jsonType = applyDefaults ? 'jsonb' : 'json';
  let from = `FROM (SELECT ${p.add(payload.json)}::${jsonType} AS json_data) pgrst_payload, `;
  let source = 'pgrst_payload.json_data';
  if (applyDefaults) {
    const defaults = columns
      .filter((c) => c.defaultExpr !== null)
      .map((c) => `${p.add(c.name)}::text, ${c.defaultExpr ?? 'NULL'}`)
      .join(', ');
    const defs = `jsonb_build_object(${defaults})`;
    from += isObject
      ? `LATERAL (SELECT ${defs} || pgrst_payload.json_data AS val) pgrst_json_defs, `
      : `LATERAL (SELECT jsonb_agg(${defs} || elem) AS val FROM jsonb_array_elements(pgrst_payload.json_data) elem) pgrst_json_defs, `;
    source = 'pgrst_json_defs.val';
  }
  if (columns.length === 0) {
    const rows = isObject ? '(VALUES (1)) _' : `${jsonType}_array_elements(${source}) _`;
    return `${from}LATERAL (SELECT FROM ${rows}) pgrst_body`;
  }
  const names = columns.map((c) => ident(c.name)).join(', ');
  const typed = columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ');
  const fn = `${jsonType}_to_record${isObject ? '' : 'set'}`;
  return `${from}LATERAL (SELECT ${names} FROM ${fn}(${source}) AS _(${typed})${limitOne ? ' LIMIT 1' : ''}) pgrst_body`;
}

function returningSql(relation: Relation, returning: string[] | '*' | null): string {
  const table = ident(relation.name);
  if (returning === null) return ' RETURNING 1';
  if (returning === '*') return ` RETURNING ${table}.*`;
  return ` RETURNING ${returning.map((c) => `${table}.${ident(c)}`).join(', ')}`;
}

export interface InsertOptions {
  onConflict: { columns: string[]; resolution: 'merge-duplicates' | 'ignore-duplicates' } | null;
  returning: string[] | '*' | null;
}

export function insertSql(
  schema: string,
  relation: Relation,
  payload: Payload,
  options: InsertOptions,
  p: Params,
): string {
  const cols = payload.columns.map((c) => ident(c.name));
  const target = qualified(schema, relation.name);
  const merge = options.onConflict?.resolution === 'merge-duplicates';
  const countInserted = merge
    ? ` WHERE set_config('pgrst.inserted', (${INSERTED} + 1)::text, true) <> '0'`
    : '';
  let sql =
    `INSERT INTO ${target}${cols.length > 0 ? `(${cols.join(', ')})` : ''} ` +
    `SELECT ${cols.map((c) => `pgrst_body.${c}`).join(', ')} ${bodyFrom(payload, p, false)}${countInserted}`;
  if (options.onConflict && options.onConflict.columns.length > 0) {
    sql += ` ON CONFLICT(${options.onConflict.columns.map(ident).join(', ')}) `;
    if (!merge || cols.length === 0) sql += 'DO NOTHING';
    else {
      sql += `DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`;
      sql += ` WHERE set_config('pgrst.inserted', (${INSERTED} - 1)::text, true) <> '-1'`;
    }
  }
  return sql + returningSql(relation, options.returning);
}

export interface FilteredMutation {
  where: WhereNode[];
  order: OrderItem[];
  range: Range;
  returning: string[] | '*' | null;
}

function whereClause(schema: string, relation: Relation, m: FilteredMutation, p: Params): string {
  const table = ident(relation.name);
  const conditions = m.where.map((w) => whereSql(relation.name, w, p));
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  if (m.range.limit === undefined && m.range.offset === 0) return where;
  // A limited mutation picks its rows first (PostgREST's pgrst_affected_rows); the inner alias
  // shadows the target so the same conditions apply.
  const picked =
    `SELECT ${table}.ctid FROM ${qualified(schema, relation.name)} AS ${table}${where}` +
    `${orderSql(relation.name, m.order, p)}${limitOffsetSql(m.range, p)}`;
  return ` WHERE ${table}.ctid = ANY(ARRAY(${picked}))`;
}

export function updateSql(
  schema: string,
  relation: Relation,
  payload: Payload,
  m: FilteredMutation,
  p: Params,
): string {
  const target = qualified(schema, relation.name);
  if (payload.columns.length === 0) {
    const cols =
      m.returning === null
        ? '1'
        : m.returning === '*'
          ? `${ident(relation.name)}.*`
          : m.returning.map((c) => `${ident(relation.name)}.${ident(c)}`).join(', ');
    return `SELECT ${cols} FROM ${target} WHERE false`;
  }
  const sets = payload.columns
    .map((c) => `${ident(c.name)} = pgrst_body.${ident(c.name)}`)
    .join(', ');
  return `UPDATE ${target} SET ${sets} ${bodyFrom(payload, p, false)}${whereClause(schema, relation, m, p)}${returningSql(relation, m.returning)}`;
}

export function deleteSql(
  schema: string,
  relation: Relation,
  m: FilteredMutation,
  p: Params,
): string {
  return `DELETE FROM ${qualified(schema, relation.name)}${whereClause(schema, relation, m, p)}${returningSql(relation, m.returning)}`;
}
