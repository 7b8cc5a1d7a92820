import type { Relation, Relationship } from '../catalog/model.js';
import type { Aggregate, JoinType, JsonStep, Operation, Range } from '../types.js';

/** A column reference checked against the catalog. */
export interface ColumnRef {
  column: string;
  jsonPath: JsonStep[];
  /** Non-json columns are wrapped in `to_jsonb()` before a JSON path applies. */
  toJson: boolean;
  /** Full-text operators apply `to_tsvector()` to columns that are not tsvectors already. */
  isTsvector: boolean;
  /** A computed field: the function (qualified) and the relation whose row it takes. */
  computed?: { fn: string; relation: Relation };
}

export type SelectField =
  | { kind: 'star' }
  | { kind: 'column'; ref: ColumnRef; cast?: string; output: string; aggregate?: Aggregate }
  /**
   * `count()`: the rows of the group. `legacy` is a bare `count` that names no column, which
   * Postgres reads as `count(row)` (PostgREST's older syntax): allowed even when aggregates are
   * not, and it never adds a GROUP BY.
   */
  | { kind: 'count'; output: string; cast?: string; legacy: boolean };

export type WhereNode =
  | { kind: 'filter'; ref: ColumnRef; negated: boolean; operation: Operation }
  /** `rel=is.null` / `rel=not.is.null` on an embedded resource. */
  | { kind: 'nullEmbed'; embed: EmbedPlan; isNull: boolean }
  | { kind: 'expr'; op: 'and' | 'or'; negated: boolean; children: WhereNode[] };

export interface OrderItem {
  /** Set when ordering by a to-one embed's column: its lateral alias. */
  relatedAlias?: string;
  ref: ColumnRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ReadPlan {
  relation: Relation;
  /** SQL after FROM, e.g. `"public"."jobs"` or `pgrst_source AS "jobs"`. */
  from: string;
  /** The name columns are qualified with. */
  alias: string;
  depth: number;
  select: SelectField[];
  embeds: EmbedPlan[];
  where: WhereNode[];
  order: OrderItem[];
  range: Range;
}

export interface EmbedPlan extends ReadPlan {
  /** The name as written in `select` (relation, constraint or column). */
  name: string;
  /** Key in the parent's JSON: the alias, else the name. */
  outputName: string;
  relationship: Relationship;
  joinType?: JoinType;
  spread: boolean;
  /** Alias of the lateral subquery in the parent. */
  aggAlias: string;
  parentAlias: string;
  /** `rel()`: used only to filter, not output. */
  empty: boolean;
}
