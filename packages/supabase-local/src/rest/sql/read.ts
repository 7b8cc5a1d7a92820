import { isToOne } from '../catalog/relationships.js';
import type { Range } from '../types.js';
import { ident, qualified, type Params } from './builder.js';
import { orderSql, refSql, whereSql } from './filter.js';
import { canPageFirst, pageColumns } from './page.js';
import { aggregateSql, hoists, isGrouped, outputKeys, spreadKeys } from './aggregate.js';
import type { EmbedPlan, ReadPlan, SelectField } from './plan-types.js';

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

/** One item of a select list; `group`: it is in the GROUP BY when the level aggregates. */
interface Item {
  sql: string;
  group: boolean;
}

const plain = (sql: string): Item => ({ sql, group: true });
const aggregated = (sql: string): Item => ({ sql, group: false });

/** The parent's select items and LATERAL join for one embed (PostgREST's getSelectsJoins). */
function embedSql(
  embed: EmbedPlan,
  schema: string,
  p: Params,
  grouped: boolean,
): { items: Item[]; join: string } {
  const sub = selectSql(embed, schema, p);
  const agg = ident(embed.aggAlias);
  const joinKind = embed.joinType === 'inner' ? 'INNER' : 'LEFT';
  // Grouping needs comparable values: jsonb (PostgREST casts every embed so).
  const json = grouped ? '::jsonb' : '';
  if (isToOne(embed.relationship)) {
    const join = `${joinKind} JOIN LATERAL (${sub}) AS ${agg} ON TRUE`;
    if (embed.empty) return { items: [], join };
    if (!embed.spread)
      return { items: [plain(`row_to_json(${agg}.*)${json} AS ${ident(embed.outputName)}`)], join };
    if (!grouped) return { items: [plain(`${agg}.*`)], join };
    const items = spreadKeys(embed).map(({ key, aggregate }) => {
      const value = `${agg}.${ident(key)}`;
      return aggregate
        ? aggregated(`${aggregateSql(aggregate, value)} AS ${ident(key)}`)
        : plain(`${value} AS ${ident(key)}`);
    });
    return { items, join };
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
      items: keys.map((k) => plain(`COALESCE(${agg}.${ident(k)}, '[]')${json} AS ${ident(k)}`)),
      join: `${joinKind} JOIN LATERAL (SELECT ${aggs.join(', ') || 'NULL'} FROM (${sub}) AS ${agg}) AS ${agg} ON ${on}`,
    };
  }
  const on = embed.joinType === 'inner' ? `${agg} IS NOT NULL` : 'TRUE';
  return {
    items: embed.empty
      ? []
      : [plain(`COALESCE(${agg}.${agg}, '[]')${json} AS ${ident(embed.outputName)}`)],
    join: `${joinKind} JOIN LATERAL (SELECT json_agg(${agg}) AS ${agg} FROM (${sub}) AS ${agg}) AS ${agg} ON ${on}`,
  };
}

interface SelectParts {
  selects: string[];
  joins: string;
  where: string;
  /** ` GROUP BY 1, 3`: the non-aggregated items by position, when the level aggregates. */
  groupBy: string;
}

/** A field of the level's own select list. */
function fieldItems(node: ReadPlan, field: SelectField, p: Params, expandStar: boolean): Item[] {
  const alias = ident(node.alias);
  const hoisting = hoists(node);
  if (field.kind === 'star') {
    return expandStar
      ? node.relation.columns.map((c) => plain(`${alias}.${ident(c.name)}`))
      : [plain(`${alias}.*`)];
  }
  if (field.kind === 'count') {
    // A to-one spread counts in its parent: it marks each row it has.
    if (hoisting && !field.legacy) return [plain(`1 AS ${ident(field.output)}`)];
    const count =
      field.cast === undefined
        ? { fn: 'count' as const }
        : { fn: 'count' as const, cast: field.cast };
    return [aggregated(`${aggregateSql(count, '*')} AS ${ident(field.output)}`)];
  }
  const value = refSql(node.alias, field.ref, p);
  const cast = field.cast ? `CAST(${value} AS ${field.cast})` : value;
  if (field.aggregate && !hoisting)
    return [aggregated(`${aggregateSql(field.aggregate, cast)} AS ${ident(field.output)}`)];
  return [plain(`${cast} AS ${ident(field.output)}`)];
}

/** Select list (embeds included), lateral joins, WHERE and GROUP BY of one level. */
function selectParts(node: ReadPlan, schema: string, p: Params, expandStar: boolean): SelectParts {
  const grouped = isGrouped(node);
  const items: Item[] = [];
  for (const field of node.select) items.push(...fieldItems(node, field, p, expandStar || grouped));
  const joins: string[] = [];
  for (const embed of node.embeds) {
    const { items: embedItems, join } = embedSql(embed, schema, p, grouped);
    items.push(...embedItems);
    joins.push(join);
  }
  // Only empty embeds (`rel!inner()`) select nothing: a zero-column row, `{}` in JSON.
  if (node.select.length === 0 && node.embeds.length === 0)
    items.push(...fieldItems(node, { kind: 'star' }, p, expandStar));
  const conditions = node.where.map((w) => whereSql(node.alias, w, p));
  if ('relationship' in node) conditions.push(...joinConditions(node as EmbedPlan));
  const positions = items.flatMap((item, i) => (item.group ? [String(i + 1)] : []));
  return {
    selects: items.map((item) => item.sql),
    joins: joins.length > 0 ? ` ${joins.join(' ')}` : '',
    where: conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '',
    groupBy: grouped && positions.length > 0 ? ` GROUP BY ${positions.join(', ')}` : '',
  };
}

/** The SELECT for one level of a read, embeds as lateral subqueries (PostgREST's readPlanToQuery). */
export function selectSql(node: ReadPlan, schema: string, p: Params): string {
  const { selects, joins, where, groupBy } = selectParts(node, schema, p, false);
  const order = orderSql(node.alias, node.order, p);
  const from = fromSql(node, schema);
  if (canPageFirst(node)) {
    const page = `SELECT ${pageColumns(node)} FROM ${from}${where}${order}${limitOffsetSql(node.range, p)}`;
    return `SELECT ${selects.join(', ')} FROM (${page}) AS ${ident(node.alias)}${joins}${orderSql(node.alias, node.order, p)}`;
  }
  return `SELECT ${selects.join(', ')} FROM ${from}${joins}${where}${groupBy}${order}${limitOffsetSql(node.range, p)}`;
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
