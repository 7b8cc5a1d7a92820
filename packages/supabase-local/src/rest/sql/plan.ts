import { postgresColumnSuggestions } from '../catalog/fuzzy.js';
import type { Catalog, Relation } from '../catalog/model.js';
import { findRelationship, isToOne } from '../catalog/relationships.js';
import { errors } from '../errors.js';
import type { EmbedPath, Field, LogicTree, QueryParams, Range, SelectItem } from '../types.js';
import type {
  ColumnRef,
  EmbedPlan,
  OrderItem,
  ReadPlan,
  SelectField,
  WhereNode,
} from './plan-types.js';
import { checkAggregatesAllowed, isGrouped } from './aggregate.js';
import { ident, qualified, rowSql } from './builder.js';

export interface ReadPlanOptions {
  /** Mutations and RPC read from the `pgrst_source` CTE aliased as the relation. */
  fromSource: boolean;
  /** Root filters go to the mutation itself, not to the read of its result. */
  rootFilters: boolean;
  /** Orders and limits apply to reads and calls, not to mutation results. */
  ordersAndRanges: boolean;
  /** The server's row cap (applied to every level of a read). */
  maxRows: number | null;
  topRange: Range;
  /** PostgREST's `db-aggregates-enabled`: otherwise `count()`, `.sum()`… are PGRST123. */
  aggregates: boolean;
}

export function columnRef(relation: Relation, alias: string, field: Field): ColumnRef {
  const column = relation.columnsByName.get(field.name);
  const computed = column ? undefined : relation.computed.get(field.name);
  if (!column && !computed) {
    const suggestions = postgresColumnSuggestions(field.name, relation.columnsByName.keys());
    throw errors.undefinedColumn(alias, field.name, suggestions);
  }
  const type = column ? column.baseType : (computed?.type ?? '');
  return {
    column: field.name,
    jsonPath: field.jsonPath,
    toJson: field.jsonPath.length > 0 && type !== 'json' && type !== 'jsonb',
    isTsvector: type === 'tsvector',
    ...(computed && {
      computed: { fn: qualified(computed.schema, computed.name), relation },
    }),
  };
}

/** PostgREST's key for a JSON path: the last object key, else the column. */
function outputName(field: Field): string {
  for (let i = field.jsonPath.length - 1; i >= 0; i -= 1) {
    const step = field.jsonPath[i];
    if (step && !step.index) return step.key;
  }
  return field.name;
}

/**
 * A column, an aggregate of one (named after the function unless aliased, as Postgres names
 * it), `count()`, or a bare `count` that is no column (Postgres reads `t.count` as `count(t)`).
 */
function selectField(
  relation: Relation,
  alias: string,
  item: Extract<SelectItem, { kind: 'column' }>,
): SelectField {
  const { field, aggregate } = item;
  const legacyCount =
    !aggregate &&
    field.name === 'count' &&
    field.jsonPath.length === 0 &&
    !relation.columnsByName.has('count') &&
    !relation.computed.has('count');
  if ((aggregate && field.name === '*') || legacyCount) {
    const count: SelectField = {
      kind: 'count',
      output: item.alias ?? 'count',
      legacy: legacyCount,
    };
    const cast = aggregate ? aggregate.cast : item.cast;
    if (cast !== undefined) count.cast = cast;
    return count;
  }
  const column: SelectField = {
    kind: 'column',
    ref: columnRef(relation, alias, field),
    output: item.alias ?? aggregate?.fn ?? outputName(field),
  };
  if (item.cast !== undefined) column.cast = item.cast;
  if (aggregate !== undefined) column.aggregate = aggregate;
  return column;
}

function buildNode(
  catalog: Catalog,
  relation: Relation,
  alias: string,
  from: string,
  depth: number,
  items: SelectItem[],
): ReadPlan {
  const node: ReadPlan = {
    relation,
    from,
    alias,
    depth,
    select: [],
    embeds: [],
    where: [],
    order: [],
    range: { offset: 0 },
  };
  for (const item of items) {
    if (item.kind === 'star') node.select.push({ kind: 'star' });
    else if (item.kind === 'column') {
      node.select.push(selectField(relation, alias, item));
    } else {
      node.embeds.push(buildEmbed(catalog, node, item, depth + 1));
    }
  }
  return node;
}

function buildEmbed(
  catalog: Catalog,
  parent: ReadPlan,
  item: Extract<SelectItem, { kind: 'embed' }>,
  depth: number,
): EmbedPlan {
  const relationship = findRelationship(catalog, parent.relation.name, item.relation, item.hint);
  const target = catalog.relations.get(relationship.foreignTable);
  if (!target) throw errors.tableNotFound(catalog.schema, relationship.foreignTable, null);
  const outputName = item.alias ?? item.relation;
  const alias = `${target.name}_${depth}`;
  // A computed relationship reads the function's rows for the parent row.
  const source = relationship.computedFunction
    ? `${qualified(catalog.schema, relationship.computedFunction)}(${rowSql(parent.alias, parent.relation)})`
    : qualified(catalog.schema, target.name);
  const from = `${source} AS ${ident(alias)}`;
  const node = buildNode(catalog, target, alias, from, depth, item.items);
  const embed: EmbedPlan = {
    ...node,
    name: item.relation,
    outputName,
    relationship,
    spread: item.spread,
    aggAlias: `${parent.relation.name}_${outputName}_${depth}`,
    parentAlias: parent.alias,
    empty: item.items.length === 0,
  };
  if (item.joinType !== undefined) embed.joinType = item.joinType;
  if (item.spread && !isToOne(relationship) && isGrouped(embed))
    throw errors.notImplemented(
      'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    );
  return embed;
}

/** Walks `a.b` down the embeds (matched by name or alias); PGRST108 when one is missing. */
function nodeAt(root: ReadPlan, path: EmbedPath): ReadPlan {
  let node = root;
  for (const segment of path) {
    const next = node.embeds.find((e) => e.name === segment || e.outputName === segment);
    if (!next) throw errors.notEmbedded(segment);
    node = next;
  }
  return node;
}

function whereNode(node: ReadPlan, tree: LogicTree): WhereNode {
  if (tree.kind === 'expr') {
    return {
      kind: 'expr',
      op: tree.op,
      negated: tree.negated,
      children: tree.children.map((c) => whereNode(node, c)),
    };
  }
  const { field, negated, operation } = tree.filter;
  const embed =
    field.jsonPath.length === 0 ? node.embeds.find((e) => e.outputName === field.name) : undefined;
  if (embed && !node.relation.columnsByName.has(field.name)) {
    if (operation.kind === 'is' && operation.value === 'null')
      return { kind: 'nullEmbed', embed, isNull: !negated };
    throw errors.unacceptableFilter(field.name);
  }
  return { kind: 'filter', ref: columnRef(node.relation, node.alias, field), negated, operation };
}

function orderItems(node: ReadPlan, terms: QueryParams['order'][number]['terms']): OrderItem[] {
  return terms.map((term) => {
    let item: OrderItem;
    if (term.relation !== undefined) {
      const embed = node.embeds.find(
        (e) => e.name === term.relation || e.outputName === term.relation,
      );
      if (!embed) throw errors.notEmbedded(term.relation);
      if (!isToOne(embed.relationship))
        throw errors.relatedOrderNotToOne(node.relation.name, embed.outputName);
      item = {
        ref: columnRef(embed.relation, embed.aggAlias, term.field),
        relatedAlias: embed.aggAlias,
      };
    } else {
      item = { ref: columnRef(node.relation, node.alias, term.field) };
    }
    if (term.direction) item.direction = term.direction;
    if (term.nulls) item.nulls = term.nulls;
    return item;
  });
}

function capRange(range: Range, maxRows: number | null): Range {
  if (maxRows === null) return range;
  return { offset: range.offset, limit: Math.min(range.limit ?? maxRows, maxRows) };
}

function intersect(a: Range, b: Range): Range {
  const offset = Math.max(a.offset, b.offset);
  const ends = [a, b].filter((r) => r.limit !== undefined).map((r) => r.offset + (r.limit ?? 0));
  if (ends.length === 0) return { offset };
  return { offset, limit: Math.max(0, Math.min(...ends) - offset) };
}

function allNodes(root: ReadPlan): ReadPlan[] {
  return [root, ...root.embeds.flatMap((e) => allNodes(e))];
}

/** Resolves the parsed query against the catalog: relationships, columns, filters, orders, ranges. */
export function buildReadPlan(
  catalog: Catalog,
  relation: Relation,
  params: QueryParams,
  options: ReadPlanOptions,
): ReadPlan {
  checkAggregatesAllowed(catalog, relation, params.select, options.aggregates);
  const from = options.fromSource
    ? `pgrst_source AS ${ident(relation.name)}`
    : qualified(catalog.schema, relation.name);
  const root = buildNode(catalog, relation, relation.name, from, 0, params.select);

  for (const { path, filter } of params.filters) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = nodeAt(root, path);
    node.where.push(whereNode(node, { kind: 'filter', filter }));
  }
  for (const { path, tree } of params.logic) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = nodeAt(root, path);
    node.where.push(whereNode(node, tree));
  }
  if (options.ordersAndRanges) {
    for (const { path, terms } of params.order) {
      const node = nodeAt(root, path);
      node.order = orderItems(node, terms);
    }
    for (const [key, range] of params.ranges) {
      if (key === '') continue;
      nodeAt(root, key.split('.')).range = range;
    }
    root.range = intersect(params.ranges.get('') ?? { offset: 0 }, options.topRange);
    for (const node of allNodes(root)) node.range = capRange(node.range, options.maxRows);
  }
  return root;
}
