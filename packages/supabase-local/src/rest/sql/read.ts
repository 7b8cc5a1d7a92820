import { isToOne } from '../catalog/relationships.js';
import type { Range } from '../types.js';
import { ident, qualified, type Params } from './builder.js';
import { orderSql, refSql, whereSql } from './filter.js';
import { canPageFirst, pageColumns } from './page.js';
import type { EmbedPlan, ReadPlan } from './plan-types.js';

function junctionAlias(embed: EmbedPlan): string {
  return `${embed.relationship.junction?.table ?? ''}_j${embed.depth}`;
}

/** FROM of an embed: the target, plus the junction table for many-to-many. */
function fromSql(node: ReadPlan, schema: string): string {
  const embed = node as Partial<EmbedPlan>;
  const junction = embed.relationship?.junction;
  if (!junction) return node.from;
  return `${node.from}, ${qualified(schema, junction.table)} AS ${ident(junctionAlias(node as EmbedPlan))}`;
}

/** How an embed is tied to its parent row. */
function joinConditions(embed: EmbedPlan): string[] {
  const rel = embed.relationship;
  const child = ident(embed.alias);
  const parent = ident(embed.parentAlias);
  if (rel.junction) {
    const j = ident(junctionAlias(embed));
    return [
      ...rel.junction.targetColumns.map(([t, jc]) => `${child}.${ident(t)} = ${j}.${ident(jc)}`),
      ...rel.junction.sourceColumns.map(([s, jc]) => `${j}.${ident(jc)} = ${parent}.${ident(s)}`),
    ];
  }
  return rel.columns.map(
    ([own, foreign]) => `${child}.${ident(foreign)} = ${parent}.${ident(own)}`,
  );
}

export function limitOffsetSql(range: Range, p: Params): string {
  if (range.limit === undefined && range.offset === 0) return '';
  const limit = range.limit === undefined ? 'ALL' : p.add(String(range.limit));
  return ` LIMIT ${limit} OFFSET ${p.add(String(range.offset))}`;
}

/** Output keys of a node, used to spread a to-many embed into arrays per key. */
function outputKeys(node: ReadPlan): string[] {
  const keys: string[] = [];
  for (const field of node.select) {
    if (field.kind === 'star') keys.push(...node.relation.columns.map((c) => c.name));
    else keys.push(field.output);
  }
  for (const embed of node.embeds) {
    if (embed.empty) continue;
    if (embed.spread) keys.push(...outputKeys(embed));
    else keys.push(embed.outputName);
  }
  return keys;
}

/** The parent's select items and LATERAL join for one embed (PostgREST's getSelectsJoins). */
function embedSql(
  embed: EmbedPlan,
  schema: string,
  p: Params,
): { selects: string[]; join: string } {
  const sub = selectSql(embed, schema, p);
  const agg = ident(embed.aggAlias);
  const joinKind = embed.joinType === 'inner' ? 'INNER' : 'LEFT';
  if (isToOne(embed.relationship)) {
    const selects = embed.empty
      ? []
      : embed.spread
        ? [`${agg}.*`]
        : [`row_to_json(${agg}.*) AS ${ident(embed.outputName)}`];
    return { selects, join: `${joinKind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE` };
  }
  if (embed.spread) {
    const keys = outputKeys(embed);
    const aggs = keys.map((k) => `json_agg(${agg}.${ident(k)}) AS ${ident(k)}`);
    const first = keys[0];
    const on =
      embed.joinType === 'inner' && first !== undefined
        ? `${agg}.${ident(first)} IS NOT NULL`
        : 'TRUE';
    return {
      selects: keys.map((k) => `COALESCE(${agg}.${ident(k)}, '[]') AS ${ident(k)}`),
      join: `${joinKind} JOIN LATERAL (SELECT ${aggs.join(', ') || 'NULL'} FROM (${sub}) AS ${agg}) AS ${agg} ON ${on}`,
    };
  }
  const on = embed.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE';
  return {
    selects: embed.empty ? [] : [`COALESCE(${agg}.${agg}, '[]') AS ${ident(embed.outputName)}`],
    join: `${joinKind} JOIN LATERAL (SELECT json_agg(${agg}) AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${on}`,
  };
}

interface SelectParts {
  selects: string[];
  joins: string;
  where: string;
}

/** Select list (embeds included), lateral joins and WHERE of one level. */
function selectParts(node: ReadPlan, schema: string, p: Params, expandStar: boolean): SelectParts {
  const alias = ident(node.alias);
  const star = expandStar
    ? node.relation.columns.map((c) => `${alias}.${ident(c.name)}`).join(', ')
    : `${alias}.*`;
  const selects: string[] = [];
  for (const field of node.select) {
    if (field.kind === 'star') {
      selects.push(star);
      continue;
    }
    const value = refSql(node.alias, field.ref, p);
    selects.push(
      `${field.cast ? `CAST(${value} AS ${field.cast})` : value} AS ${ident(field.output)}`,
    );
  }
  const joins: string[] = [];
  for (const embed of node.embeds) {
    const { selects: embedSelects, join } = embedSql(embed, schema, p);
    selects.push(...embedSelects);
    joins.push(join);
  }
  // Only empty embeds (`rel!inner()`) select nothing: a zero-column row, `{}` in JSON.
  if (node.select.length === 0 && node.embeds.length === 0) selects.push(star);
  const conditions = node.where.map((w) => whereSql(node.alias, w, p));
  if ('relationship' in node) conditions.push(...joinConditions(node as EmbedPlan));
  return {
    selects,
    joins: joins.length > 0 ? ` ${joins.join(' ')}` : '',
    where: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '',
  };
}

/** The SELECT for one level of a read, embeds as lateral subqueries (PostgREST's readPlanToQuery). */
export function selectSql(node: ReadPlan, schema: string, p: Params): string {
  const { selects, joins, where } = selectParts(node, schema, p, false);
  const order = orderSql(node.alias, node.order, p);
  const from = fromSql(node, schema);
  if (canPageFirst(node)) {
    const page = `SELECT ${pageColumns(node)} FROM ${from}${where}${order}${limitOffsetSql(node.range, p)}`;
    return `SELECT ${selects.join(', ')} FROM (${page}) AS ${ident(node.alias)}${joins}${orderSql(node.alias, node.order, p)}`;
  }
  return `SELECT ${selects.join(', ')} FROM ${from}${joins}${where}${order}${limitOffsetSql(node.range, p)}`;
}

/**
 * An exactly counted read in one pass: the page carries `count(*) OVER ()` (the matches before
 * LIMIT), then embeds are added to the page rows. Only valid when embeds cannot drop rows, so the
 * window counts exactly what PostgREST's separate count query would.
 */
export function windowedReadSql(
  node: ReadPlan,
  schema: string,
  p: Params,
): { page: string; source: string } {
  const { selects, joins, where } = selectParts(node, schema, p, true);
  const page =
    `SELECT ${pageColumns(node)}, pg_catalog.count(*) OVER () AS pgrst_total FROM ${fromSql(node, schema)}${where}` +
    `${orderSql(node.alias, node.order, p)}${limitOffsetSql(node.range, p)}`;
  const source = `SELECT ${selects.join(', ')} FROM pgrst_page AS ${ident(node.alias)}${joins}${orderSql(node.alias, node.order, p)}`;
  return { page, source };
}

/**
 * The rows a count covers: the root's filters, with inner embeds and null-embed filters as
 * EXISTS subqueries instead of joins (PostgREST's readPlanToCountQuery).
 */
export function countSql(node: ReadPlan, schema: string, p: Params): string {
  const countOf = (embed: EmbedPlan) => countSql(embed, schema, p);
  const conditions = node.where.map((w) => whereSql(node.alias, w, p, countOf));
  if ('relationship' in node) conditions.push(...joinConditions(node as EmbedPlan));
  for (const embed of node.embeds) {
    if (embed.joinType === 'inner') conditions.push(`EXISTS (${countSql(embed, schema, p)})`);
  }
  return `SELECT 1 FROM ${fromSql(node, schema)}${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
}
