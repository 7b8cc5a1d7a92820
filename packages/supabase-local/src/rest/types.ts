/** The parsed form of a PostgREST request's query string (no catalog knowledge yet). */

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** `->0`, `->-1`: an array index rather than an object key. */
  index: boolean;
}

export interface Field {
  name: string;
  jsonPath: JsonStep[];
}

export type JoinType = 'inner' | 'left';

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min';

/** `col.sum()`, `count()`: the function and the cast applied to its result (`.sum()::text`). */
export interface Aggregate {
  fn: AggregateFunction;
  cast?: string;
}

export type SelectItem =
  | { kind: 'star' }
  /** `count()` is a column item named `*` with a count aggregate, as in PostgREST. */
  | { kind: 'column'; field: Field; alias?: string; cast?: string; aggregate?: Aggregate }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType?: JoinType;
      spread: boolean;
      items: SelectItem[];
    };

export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj';

/** Operators that accept the `(any)` / `(all)` quantifier. */
export type QuantifiableOperator =
  'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';

export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOperator; value: string; quantifier?: 'any' | 'all' }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; config?: string; value: string };

export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] };

export interface OrderTerm {
  /** Set for `rel(col)` terms: order by a column of a to-one embed. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface Range {
  offset: number;
  /** Undefined: no limit asked. */
  limit?: number;
}

/** A list of embed names/aliases, e.g. `['clients', 'projects']` for `clients.projects.id=eq.1`. */
export type EmbedPath = string[];

export interface QueryParams {
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  /** Keyed by the embed path joined with '.', '' for the top level. */
  ranges: Map<string, Range>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters without an operator: the arguments of a GET/HEAD RPC call. */
  rpcArgs: [string, string][];
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** Preferences that were not understood (reported when handling=strict). */
  invalid: string[];
}
