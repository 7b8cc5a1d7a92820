import type { Catalog, Column, FunctionDef, Relation } from '../catalog/model.js';
import { ident, qualified, type Params } from './builder.js';

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
    computed: new Map(),
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
