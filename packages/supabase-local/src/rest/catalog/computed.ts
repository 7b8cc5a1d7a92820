import type { Database } from '../../db/database.js';
import type { Relation, Relationship } from './model.js';

/**
 * Functions of the exposed schema with one parameter of a relation's row type: PostgREST's
 * computed fields (they return a single value) and computed relationships (they return rows of
 * an exposed relation; to-many when `setof` without `ROWS 1`, to-one otherwise).
 */
const COMPUTED_SQL = `
with rels as (
  select c.oid, c.relname
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
)
select coalesce(json_agg(json_build_object(
  'relation', r.relname, 'name', p.proname, 'type', pg_catalog.format_type(p.prorettype, null),
  'retset', p.proretset, 'rows', p.prorows, 'target', tr.relname)), '[]')::text as computed
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type at on at.oid = p.proargtypes[0]
join rels r on r.oid = at.typrelid
join pg_catalog.pg_type rt on rt.oid = p.prorettype
left join rels tr on tr.oid = rt.typrelid
where n.nspname = $1 and p.prokind = 'f' and p.pronargs = 1`;

interface RawComputed {
  relation: string;
  name: string;
  type: string;
  retset: boolean;
  rows: number;
  /** The exposed relation whose rows the function returns, if it does. */
  target: string | null;
}

export async function loadComputed(
  db: Database,
  schema: string,
  relations: Map<string, Relation>,
  relationships: Map<string, Relationship[]>,
): Promise<void> {
  const result = await db.query<{ computed: string }>(COMPUTED_SQL, [schema]);
  const raw = JSON.parse(result.rows[0]?.computed ?? '[]') as RawComputed[];
  for (const c of raw) {
    const relation = relations.get(c.relation);
    if (!relation) continue;
    if (c.target !== null) {
      const list = relationships.get(c.relation) ?? [];
      list.push({
        table: c.relation,
        foreignTable: c.target,
        cardinality: c.retset && c.rows !== 1 ? 'one-to-many' : 'many-to-one',
        constraint: c.name,
        columns: [],
        computedFunction: c.name,
      });
      relationships.set(c.relation, list);
    }
    // A real column of the same name wins: `select` names columns first.
    if (!c.retset && !relation.columnsByName.has(c.name))
      relation.computed.set(c.name, { name: c.name, schema, type: c.type });
  }
}
