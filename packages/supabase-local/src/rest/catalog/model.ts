/** The schema cache: what PostgREST knows about the exposed schema. */
import type { DbSettings } from './settings.js';

export interface Column {
  name: string;
  /** `format_type` of the column's type, e.g. `numeric(12,2)`, `text[]`, `public.work_type`. */
  type: string;
  /** For domains, the underlying type; otherwise the same as `type`. */
  baseType: string;
  nullable: boolean;
  /** `pg_get_expr` of the column default (null when none). */
  defaultExpr: string | null;
  generated: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized view' | 'foreign table' | 'partitioned table';
  columns: Column[];
  columnsByName: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique constraints, each a list of columns. */
  uniqueKeys: string[][];
  /**
   * PostgREST's computed fields: functions of the exposed schema whose one parameter is this
   * relation's row type, usable as columns in `select`, filters and `order`.
   */
  computed: Map<string, ComputedField>;
}

export interface ComputedField {
  /** The function's name, also the field's name. */
  name: string;
  schema: string;
  /** `format_type` of the return type. */
  type: string;
}

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (origin column, junction column) pairs. */
  sourceColumns: [string, string][];
  /** (target column, junction column) pairs. */
  targetColumns: [string, string][];
}

export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** FK constraint name (for many-to-many: the junction's first constraint). */
  constraint: string;
  /** (origin column, foreign column) pairs. */
  columns: [string, string][];
  junction?: Junction;
  /** For one-to-one: true when the FK lives on the foreign table (we are the referenced side). */
  referenced?: boolean;
  /**
   * A computed relationship: this function of the origin's row returns the foreign rows
   * (`constraint` holds its name too, and `columns` is empty: the function is the join).
   */
  computedFunction?: string;
}

export interface FunctionParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface FunctionDef {
  schema: string;
  name: string;
  params: FunctionParam[];
  /** `format_type` of the return type (`record` for RETURNS TABLE). */
  returnType: string;
  returnsSet: boolean;
  /** void → 204; scalar → a value; composite → objects. */
  returns: 'void' | 'scalar' | 'composite';
  /** Exposed relation whose rows the function returns, if any (enables embedding). */
  returnRelation: string | null;
  /** Output columns for composite results (RETURNS TABLE, OUT params, composite types). */
  returnColumns: Column[];
  volatility: 'immutable' | 'stable' | 'volatile';
  /**
   * The type of the function's only parameter when it is unnamed (json, jsonb, text, bytea or
   * xml): it is called positionally with the whole body (or the query's arguments as JSON).
   */
  singleUnnamedParam: string | null;
}

export interface Catalog {
  schema: string;
  relations: Map<string, Relation>;
  /** Relationships keyed by origin relation name. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, FunctionDef[]>;
  /** PostgREST settings made in the database (`alter role authenticator set pgrst.…`). */
  settings: DbSettings;
}
