import { closest } from '../catalog/fuzzy.js';
import type { Catalog, Column, FunctionDef, FunctionParam, Relation } from '../catalog/model.js';
import { errors, type RestError } from '../errors.js';
import { ident, qualified, type Params } from './builder.js';

/** PostgREST's findProc: the overload whose parameters fit the argument keys. */
export function findFunction(
  catalog: Catalog,
  name: string,
  keys: Set<string>,
  isPost: boolean,
): FunctionDef {
  const overloads = catalog.functions.get(name) ?? [];
  const matches: FunctionDef[] = [];
  const fallbacks: FunctionDef[] = [];
  for (const fn of overloads) {
    if (fn.singleUnnamedParam === null && matchesParams(fn.params, keys)) matches.push(fn);
    else if (isPost && (fn.singleUnnamedParam === 'json' || fn.singleUnnamedParam === 'jsonb'))
      fallbacks.push(fn);
  }
  const [onlyMatch] = matches;
  if (onlyMatch && matches.length === 1) return onlyMatch;
  if (matches.length > 1) throw ambiguous(matches);
  const [onlyFallback] = fallbacks;
  if (onlyFallback && fallbacks.length === 1) return onlyFallback;
  if (fallbacks.length > 1) throw ambiguous(fallbacks);
  throw notFound(catalog, name, keys, isPost, overloads);
}

function matchesParams(params: FunctionParam[], keys: Set<string>): boolean {
  if (params.length === 0) return keys.size === 0;
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = new Set(params.filter((p) => p.hasDefault).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

function ambiguous(fns: FunctionDef[]): RestError {
  const list = fns.map(
    (f) => `${f.schema}.${f.name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
  );
  return errors.ambiguousFunction(
    `Could not choose the best candidate function between: ${list.join(', ')}`,
  );
}

function notFound(
  catalog: Catalog,
  name: string,
  keys: Set<string>,
  isPost: boolean,
  overloads: FunctionDef[],
): RestError {
  const sorted = [...keys].sort();
  const fn = `${catalog.schema}.${name}`;
  const message = `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`;
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const details = `Searched for the function ${fn}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`;
  const listed = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let hint: string | null = null;
  if (overloads.length === 0) {
    const other = closest(name, catalog.functions.keys(), 0.75);
    if (other !== null) hint = `Perhaps you meant to call the function ${catalog.schema}.${other}`;
  } else {
    const best = closest(
      listed(sorted),
      overloads.map((o) => listed(o.params.map((p) => p.name))),
      0.33,
    );
    if (best !== null) hint = `Perhaps you meant to call the function ${fn}${best}`;
  }
  return errors.noFunction(message, details, hint);
}

/** The relation a call's result is read as: the returned table (so embeds work) or the function's columns. */
export function resultRelation(catalog: Catalog, fn: FunctionDef): Relation {
  const table = fn.returnRelation === null ? undefined : catalog.relations.get(fn.returnRelation);
  if (table) return table;
  const columns: Column[] =
    fn.returns === 'composite'
      ? fn.returnColumns
      : [
          {
            name: 'pgrst_scalar',
            type: fn.returnType,
            baseType: fn.returnType,
            nullable: true,
            defaultExpr: null,
            generated: false,
          },
        ];
  return {
    schema: catalog.schema,
    name: fn.name,
    kind: 'table',
    columns,
    columnsByName: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

export type CallArgs =
  | { kind: 'none' }
  | { kind: 'json'; json: string; keys: Set<string> }
  | { kind: 'whole'; json: string };

/** `SELECT … FROM <payload>, LATERAL fn(a := pgrst_body.a, …) pgrst_call` (PostgREST's callPlanToQuery). */
export function callSql(schema: string, fn: FunctionDef, args: CallArgs, p: Params): string {
  const scalar = fn.returns !== 'composite';
  const call = (argSql: string) =>
    scalar
      ? `(SELECT ${qualified(schema, fn.name)}(${argSql}) pgrst_scalar) pgrst_call`
      : `${qualified(schema, fn.name)}(${argSql}) pgrst_call`;
  const selected = scalar ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*';
  if (args.kind === 'whole')
    return `SELECT ${selected} FROM ${call(`${p.add(args.json)}::${fn.singleUnnamedParam ?? 'json'}`)}`;
  const used = args.kind === 'json' ? fn.params.filter((param) => args.keys.has(param.name)) : [];
  if (args.kind === 'none' || used.length === 0) return `SELECT ${selected} FROM ${call('')}`;
  const names = used.map((param) => ident(param.name)).join(', ');
  const typed = used.map((param) => `${ident(param.name)} ${param.type}`).join(', ');
  const named = used
    .map(
      (param) =>
        `${param.variadic ? 'VARIADIC ' : ''}${ident(param.name)} := pgrst_body.${ident(param.name)}`,
    )
    .join(', ');
  return (
    `SELECT ${selected} FROM (SELECT ${p.add(args.json)}::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT ${names} FROM json_to_record(pgrst_payload.json_data) AS _(${typed}) LIMIT 1) pgrst_body, ` +
    `LATERAL ${call(named)}`
  );
}
