import { isGrouped } from './aggregate.js';
import { ident } from './builder.js';
import type { ReadPlan, WhereNode } from './plan-types.js';

function usesEmbed(where: WhereNode[]): boolean {
  return where.some((w) => w.kind === 'nullEmbed' || (w.kind === 'expr' && usesEmbed(w.children)));
}

/**
 * A limited read whose embeds cannot remove rows (no `!inner`, no `rel=is.null`, no order by an
 * embed) can pick its page first and embed afterwards: the laterals (and the RLS checks inside
 * them) then run for the rows returned, not for every row that matched. Same rows, same order.
 */
export function canPageFirst(node: ReadPlan): boolean {
  return (
    node.embeds.length > 0 &&
    !isGrouped(node) &&
    (node.range.limit !== undefined || node.range.offset > 0) &&
    embedsKeepRows(node)
  );
}

/** No `!inner`, no `rel=is.null`, no order by an embed: the rows do not depend on the embeds. */
export function embedsKeepRows(node: ReadPlan): boolean {
  return (
    node.embeds.every((e) => e.joinType !== 'inner') &&
    !usesEmbed(node.where) &&
    node.order.every((o) => o.relatedAlias === undefined)
  );
}

/** Columns the page must carry for the select list, the outer ORDER BY and the embeds' joins. */
export function pageColumns(node: ReadPlan): string {
  const alias = ident(node.alias);
  // A computed field reads the whole row, so the page keeps every column.
  const computed = (ref: { computed?: unknown }) => ref.computed !== undefined;
  if (
    node.select.some((s) => s.kind === 'star' || (s.kind === 'column' && computed(s.ref))) ||
    node.order.some((o) => computed(o.ref)) ||
    node.embeds.some((e) => e.relationship.computedFunction !== undefined)
  )
    return `${alias}.*`;
  const columns = new Set<string>();
  for (const s of node.select) if (s.kind === 'column') columns.add(s.ref.column);
  for (const o of node.order) columns.add(o.ref.column);
  for (const e of node.embeds) {
    const pairs = e.relationship.junction
      ? e.relationship.junction.sourceColumns
      : e.relationship.columns;
    for (const [own] of pairs) columns.add(own);
  }
  return [...columns].map((c) => `${alias}.${ident(c)}`).join(', ');
}

function hasFullText(where: WhereNode[]): boolean {
  return where.some(
    (w) =>
      (w.kind === 'filter' && w.operation.kind === 'fts' && !w.negated) ||
      (w.kind === 'expr' && w.op === 'and' && !w.negated && hasFullText(w.children)),
  );
}

/**
 * Whether an exact count should ride along the page as `count(*) OVER ()`. A sorted full-text
 * search reads every match anyway (a GIN scan cannot deliver rows in order), so counting in the
 * same pass is nearly free; elsewhere an index may serve the page without reading all matches,
 * and a separate narrow count is cheaper.
 */
export function countInPage(node: ReadPlan): boolean {
  return (
    node.order.length > 0 && hasFullText(node.where) && embedsKeepRows(node) && !isGrouped(node)
  );
}
