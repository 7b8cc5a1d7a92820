import type { Operation, SimpleOperator } from '../types.js';
import { arrayLiteral, ident, rowSql, type Params } from './builder.js';
import type { ColumnRef, EmbedPlan, OrderItem, WhereNode } from './plan-types.js';

const SQL_OPERATORS: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_FUNCTIONS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

/** `"alias"."col"`, with a JSON path whose keys are bound parameters. */
export function refSql(alias: string, ref: ColumnRef, p: Params): string {
  let sql = ref.computed
    ? `${ref.computed.fn}(${rowSql(alias, ref.computed.relation)})`
    : `${ident(alias)}.${ident(ref.column)}`;
  if (ref.jsonPath.length === 0) return sql;
  if (ref.toJson) sql = `to_jsonb(${sql})`;
  for (const step of ref.jsonPath) {
    sql += `${step.arrow}${p.add(step.key)}::${step.index ? 'int' : 'text'}`;
  }
  return sql;
}

const star = (value: string) => value.replace(/\*/g, '%');

function operationSql(field: string, ref: ColumnRef, operation: Operation, p: Params): string {
  switch (operation.kind) {
    case 'simple': {
      const like = operation.op === 'like' || operation.op === 'ilike';
      const value = like ? star(operation.value) : operation.value;
      const operator = SQL_OPERATORS[operation.op];
      if (operation.quantifier)
        return `${field} ${operator} ${operation.quantifier.toUpperCase()}(${p.add(value)})`;
      return `${field} ${operator} ${p.add(value)}`;
    }
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '')
        return `${field} = ANY('{}')`;
      return `${field} = ANY(${p.add(arrayLiteral(operation.values))})`;
    case 'is': {
      const keyword = {
        null: 'NULL',
        not_null: 'NOT NULL',
        true: 'TRUE',
        false: 'FALSE',
        unknown: 'UNKNOWN',
      }[operation.value];
      return `${field} IS ${keyword}`;
    }
    case 'isdistinct':
      return `${field} IS DISTINCT FROM ${p.add(operation.value)}`;
    case 'fts': {
      const config =
        operation.config === undefined ? '' : `${p.add(operation.config)}::regconfig, `;
      const vector =
        ref.isTsvector && ref.jsonPath.length === 0 ? field : `to_tsvector(${config}${field})`;
      return `${vector} @@ ${FTS_FUNCTIONS[operation.op]}(${config}${p.add(operation.value)})`;
    }
  }
}

/**
 * A WHERE condition. `nullEmbed` becomes a test on the embed's lateral row in the page query, and
 * an EXISTS on its count query when counting (`countOf`).
 */
export function whereSql(
  alias: string,
  node: WhereNode,
  p: Params,
  countOf?: (embed: EmbedPlan) => string,
): string {
  switch (node.kind) {
    case 'filter': {
      const sql = operationSql(refSql(alias, node.ref, p), node.ref, node.operation, p);
      return node.negated ? `NOT (${sql})` : sql;
    }
    case 'nullEmbed':
      if (countOf) return `${node.isNull ? 'NOT ' : ''}EXISTS (${countOf(node.embed)})`;
      return `${ident(node.embed.aggAlias)} IS ${node.isNull ? 'NOT ' : ''}DISTINCT FROM NULL`;
    case 'expr': {
      const joined = node.children
        .map((c) => whereSql(alias, c, p, countOf))
        .join(node.op === 'and' ? ' AND ' : ' OR ');
      return `${node.negated ? 'NOT ' : ''}(${joined})`;
    }
  }
}

export function orderSql(alias: string, items: OrderItem[], p: Params): string {
  if (items.length === 0) return '';
  const terms = items.map((item) => {
    const target = refSql(item.relatedAlias ?? alias, item.ref, p);
    const direction = item.direction ? ` ${item.direction.toUpperCase()}` : '';
    const nulls = item.nulls ? ` NULLS ${item.nulls.toUpperCase()}` : '';
    return `${target}${direction}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}
