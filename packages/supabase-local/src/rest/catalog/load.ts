import type { Database } from '../../db/database.js';
import type { Catalog, Column, FunctionDef, Relation } from './model.js';
import { loadComputed } from './computed.js';
import { buildRelationships, type ForeignKey, type ViewColumn } from './relationships.js';
import { loadDbSettings } from './settings.js';

/** One round trip: relations, columns, keys, foreign keys and functions of the exposed schema as JSON. */
const CATALOG_SQL = `
with rels as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
),
cols as (
  select a.attrelid, a.attname, a.attnum,
         pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
         case when t.typtype = 'd' then pg_catalog.format_type(t.typbasetype, t.typtypmod)
              else pg_catalog.format_type(a.atttypid, a.atttypmod) end as base_type,
         not a.attnotnull as nullable,
         -- PostgREST's column_default: an identity BY DEFAULT column defaults to its sequence
         -- (so missing=default fills it), a domain without a column default to the domain's.
         case when a.attidentity = 'd'
                then format('nextval(%L)', pg_catalog.pg_get_serial_sequence(a.attrelid::regclass::text, a.attname))
              when t.typbasetype <> 0 and d.adbin is null then pg_catalog.pg_get_expr(t.typdefaultbin, 0)
              else pg_catalog.pg_get_expr(d.adbin, d.adrelid) end as default_expr,
         a.attgenerated <> '' or a.attidentity = 'a' as generated
  from pg_catalog.pg_attribute a
  join pg_catalog.pg_type t on t.oid = a.atttypid
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = ''
  where a.attnum > 0 and not a.attisdropped
    and (a.attrelid in (select oid from rels)
         or a.attrelid in (select t2.typrelid from pg_catalog.pg_proc p
                           join pg_catalog.pg_namespace pn on pn.oid = p.pronamespace
                           join pg_catalog.pg_type t2 on t2.oid = p.prorettype
                           where pn.nspname = $1 and t2.typtype = 'c'))
),
keys as (
  select k.conrelid, k.contype, k.conname,
         array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
               join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as cols,
         k.confrelid,
         array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
               join pg_catalog.pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as fcols
  from pg_catalog.pg_constraint k
  where k.contype in ('p', 'u', 'f') and k.conrelid in (select oid from rels)
),
view_cols as (
  -- Where each view column comes from (resorigtbl/resorigcol of the view's target list), so
  -- foreign keys of the base tables apply to views too, as PostgREST infers them.
  select v.relname as view_name, va.attname as view_column, bt.relname as base_table, ba.attname as base_column
  from pg_catalog.pg_rewrite r
  join rels v on v.oid = r.ev_class and v.relkind in ('v', 'm')
  cross join lateral regexp_matches(r.ev_action::text,
    ':resno (\\d+) :resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') m
  join pg_catalog.pg_attribute va on va.attrelid = v.oid and va.attnum = m[1]::int and va.attname = m[2]
  join rels bt on bt.oid = m[3]::oid
  join pg_catalog.pg_attribute ba on ba.attrelid = bt.oid and ba.attnum = m[4]::int
),
funcs as (
  select p.proname, p.proretset, p.provolatile, p.pronargdefaults, p.provariadic <> 0 as is_variadic,
         pg_catalog.format_type(p.prorettype, null) as ret_type, rt.typtype as ret_typtype, rt.typrelid as ret_relid,
         (select r.relname from rels r where r.oid = rt.typrelid) as ret_relation,
         coalesce(p.proargnames, '{}') as arg_names,
         coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])) as arg_modes,
         array(select pg_catalog.format_type(x, null)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i) order by i) as arg_types
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  join pg_catalog.pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('pg_catalog.trigger'::regtype, 'pg_catalog.event_trigger'::regtype)
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object('oid', oid, 'name', relname, 'kind', relkind)), '[]') from rels),
  'columns', (select coalesce(json_agg(json_build_object('rel', attrelid, 'name', attname, 'type', type,
                'baseType', base_type, 'nullable', nullable, 'defaultExpr', default_expr, 'generated', generated)
                order by attrelid, attnum), '[]') from cols),
  'keys', (select coalesce(json_agg(json_build_object('rel', conrelid, 'type', contype, 'name', conname,
                'cols', cols, 'frel', confrelid, 'fcols', fcols) order by conname), '[]') from keys),
  'functions', (select coalesce(json_agg(json_build_object('name', proname, 'retset', proretset,
                'volatile', provolatile, 'ndefaults', pronargdefaults, 'variadic', is_variadic, 'retType', ret_type,
                'retTyptype', ret_typtype, 'retRelid', ret_relid, 'retRelation', ret_relation,
                'argNames', arg_names, 'argModes', arg_modes, 'argTypes', arg_types)), '[]') from funcs),
  'viewColumns', (select coalesce(json_agg(json_build_object('view', view_name, 'column', view_column,
                'table', base_table, 'baseColumn', base_column)), '[]') from view_cols)
)::text as catalog`;

interface RawCatalog {
  viewColumns: ViewColumn[];
  relations: { oid: number; name: string; kind: string }[];
  columns: (Column & { rel: number })[];
  keys: {
    rel: number;
    type: 'p' | 'u' | 'f';
    name: string;
    cols: string[];
    frel: number;
    fcols: string[];
  }[];
  functions: {
    name: string;
    retset: boolean;
    volatile: 'i' | 's' | 'v';
    ndefaults: number;
    variadic: boolean;
    retType: string;
    retTyptype: string;
    retRelid: number;
    retRelation: string | null;
    argNames: string[];
    argModes: string[];
    argTypes: string[];
  }[];
}

const KINDS: Record<string, Relation['kind']> = {
  r: 'table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
  p: 'partitioned table',
};

const SINGLE_BODY_TYPES = ['json', 'jsonb', 'text', 'bytea', 'xml'];

export async function loadCatalog(db: Database, schema: string): Promise<Catalog> {
  const result = await db.query<{ catalog: string }>(CATALOG_SQL, [schema]);
  const raw = JSON.parse(result.rows[0]?.catalog ?? '{}') as RawCatalog;

  const columnsByRel = new Map<number, Column[]>();
  for (const { rel, ...column } of raw.columns) {
    const list = columnsByRel.get(rel) ?? [];
    list.push(column);
    columnsByRel.set(rel, list);
  }

  const relations = new Map<string, Relation>();
  const nameByOid = new Map<number, string>();
  for (const r of raw.relations) {
    const columns = columnsByRel.get(r.oid) ?? [];
    nameByOid.set(r.oid, r.name);
    relations.set(r.name, {
      schema,
      name: r.name,
      kind: KINDS[r.kind] ?? 'table',
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniqueKeys: [],
      computed: new Map(),
    });
  }

  const foreignKeys: ForeignKey[] = [];
  for (const key of raw.keys) {
    const table = nameByOid.get(key.rel);
    const relation = table === undefined ? undefined : relations.get(table);
    if (!relation || table === undefined) continue;
    if (key.type === 'p') relation.primaryKey = key.cols;
    if (key.type === 'p' || key.type === 'u') relation.uniqueKeys.push(key.cols);
    if (key.type === 'f') {
      const foreignTable = nameByOid.get(key.frel);
      if (foreignTable !== undefined) {
        foreignKeys.push({
          name: key.name,
          table,
          columns: key.cols,
          foreignTable,
          foreignColumns: key.fcols,
        });
      }
    }
  }

  const functions = new Map<string, FunctionDef[]>();
  for (const f of raw.functions) {
    const def = toFunctionDef(schema, f, columnsByRel);
    if (!def) continue;
    const list = functions.get(def.name) ?? [];
    list.push(def);
    functions.set(def.name, list);
  }
  for (const list of functions.values()) list.sort(byParameters);

  const relationships = buildRelationships(relations, foreignKeys, raw.viewColumns);
  await loadComputed(db, schema, relations, relationships);
  return { schema, relations, relationships, functions, settings: await loadDbSettings(db) };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * PostgREST's order of overloads (fewest parameters first, then by their names and types), which
 * is the order PGRST203 lists them in.
 */
function byParameters(a: FunctionDef, b: FunctionDef): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  for (let i = 0; i < a.params.length; i += 1) {
    const [p, q] = [a.params[i], b.params[i]];
    if (!p || !q) break;
    const order =
      compareText(p.name, q.name) ||
      compareText(p.type, q.type) ||
      Number(q.hasDefault) - Number(p.hasDefault) ||
      Number(p.variadic) - Number(q.variadic);
    if (order !== 0) return order;
  }
  return 0;
}

function toFunctionDef(
  schema: string,
  f: RawCatalog['functions'][number],
  columnsByRel: Map<number, Column[]>,
): FunctionDef | null {
  const inputs: { name: string; type: string; variadic: boolean }[] = [];
  const outputs: Column[] = [];
  f.argModes.forEach((mode, i) => {
    const name = f.argNames[i] ?? '';
    const type = f.argTypes[i] ?? 'unknown';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name, type, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.push({
        name,
        type,
        baseType: type,
        nullable: true,
        defaultExpr: null,
        generated: false,
      });
    }
  });
  const firstDefault = inputs.length - f.ndefaults;
  const params = inputs.map((p, i) => ({ ...p, hasDefault: i >= firstDefault }));

  // PostgREST's "callable" functions: no unnamed parameter, or one when the first parameter is
  // of a type a whole body can be (so `f(int)` is not exposed, `f(text)` is).
  const unnamed = params.filter((p) => p.name === '').length;
  if (unnamed > 1 || (unnamed === 1 && !SINGLE_BODY_TYPES.includes(params[0]?.type ?? ''))) {
    return null;
  }
  const only = params[0];
  const singleUnnamedParam = params.length === 1 && only?.name === '' ? only.type : null;

  let returns: FunctionDef['returns'] = 'scalar';
  let returnColumns: Column[] = [];
  if (f.retType === 'void') returns = 'void';
  else if (f.retTyptype === 'c') {
    returns = 'composite';
    returnColumns = columnsByRel.get(f.retRelid) ?? [];
  } else if (outputs.length > 1 || (outputs.length === 1 && f.argModes.includes('t'))) {
    // RETURNS TABLE (even with one column) and several OUT params yield objects, as in PostgREST.
    returns = 'composite';
    returnColumns = outputs;
  } else if (f.retType === 'record') {
    returns = 'composite';
  }
  const volatility = f.volatile === 'i' ? 'immutable' : f.volatile === 's' ? 'stable' : 'volatile';
  return {
    schema,
    name: f.name,
    params,
    returnType: f.retType,
    returnsSet: f.retset,
    returns,
    returnRelation: f.retRelation,
    returnColumns,
    volatility,
    singleUnnamedParam,
  };
}
