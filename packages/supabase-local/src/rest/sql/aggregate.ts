import type { Catalog, Relation } from '../catalog/model.js';
import { findRelationship, isToOne } from '../catalog/relationships.js';
import { errors } from '../errors.js';
import type { Aggregate, SelectItem } from '../types.js';
import type { EmbedPlan, ReadPlan } from './plan-types.js';

function usesAggregates(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.kind === 'column'
      ? item.aggregate !== undefined
      : item.kind === 'embed' && usesAggregates(item.items),
  );
}

/**
 * PGRST123 when aggregates are off (PostgREST's `db-aggregates-enabled`) and the select uses
 * one. Relationships are resolved first, so a missing one is reported instead, in PostgREST's
 * order; unknown columns come after, as Postgres reports them there.
 */
export function checkAggregatesAllowed(
  catalog: Catalog,
  relation: Relation,
  items: SelectItem[],
  enabled: boolean,
): void {
  if (enabled || !usesAggregates(items)) return;
  const walk = (origin: string, list: SelectItem[]) => {
    for (const item of list) {
      if (item.kind !== 'embed') continue;
      const relationship = findRelationship(catalog, origin, item.relation, item.hint);
      walk(relationship.foreignTable, item.items);
    }
  };
  walk(relation.name, items);
  throw errors.aggregatesNotAllowed();
}

/**
 * A to-one spread leaves its aggregates to its parent, where they group by the parent's other
 * columns (PostgREST's hoisting): `client_id,...invoices(total.sum())` sums per client.
 */
export function hoists(node: ReadPlan): boolean {
  const embed = node as Partial<EmbedPlan>;
  return embed.spread === true && embed.relationship !== undefined && isToOne(embed.relationship);
}

export interface SpreadKey {
  key: string;
  /** Applied by the first ancestor that is not a to-one spread. */
  aggregate?: Aggregate;
}

/** The keys an embed's rows carry (a to-many spread's become arrays of the same names). */
export function outputKeys(node: ReadPlan): string[] {
  return spreadKeys(node).map((k) => k.key);
}

/** The output columns of a spread, each with the aggregate its parent applies, if any. */
export function spreadKeys(node: ReadPlan): SpreadKey[] {
  const keys: SpreadKey[] = [];
  const hoisting = hoists(node);
  for (const field of node.select) {
    if (field.kind === 'star') keys.push(...node.relation.columns.map((c) => ({ key: c.name })));
    else if (field.kind === 'count' && !field.legacy && hoisting) {
      const aggregate: Aggregate = { fn: 'count' };
      if (field.cast !== undefined) aggregate.cast = field.cast;
      keys.push({ key: field.output, aggregate });
    } else if (field.kind === 'column' && field.aggregate && hoisting)
      keys.push({ key: field.output, aggregate: field.aggregate });
    else keys.push({ key: field.output });
  }
  for (const embed of node.embeds) {
    if (embed.empty) continue;
    if (!embed.spread) keys.push({ key: embed.outputName });
    else if (hoisting && isToOne(embed.relationship)) keys.push(...spreadKeys(embed));
    else keys.push(...outputKeys(embed).map((key) => ({ key })));
  }
  return keys;
}

/** Whether a level aggregates: its own aggregates, or those its to-one spreads leave to it. */
export function isGrouped(node: ReadPlan): boolean {
  if (hoists(node)) return false;
  return (
    node.select.some(
      (f) => (f.kind === 'column' && f.aggregate) || (f.kind === 'count' && !f.legacy),
    ) ||
    node.embeds.some(
      (e) => e.spread && isToOne(e.relationship) && spreadKeys(e).some((k) => k.aggregate),
    )
  );
}

/** `pg_catalog.sum(value)`, cast when asked (`.sum()::text`). */
export function aggregateSql(aggregate: Aggregate, value: string): string {
  const call = `pg_catalog.${aggregate.fn}(${value})`;
  return aggregate.cast === undefined ? call : `CAST(${call} AS ${aggregate.cast})`;
}
