/**
 * The database side of Postgres Changes (platform/10_realtime_changes.sql): the capture triggers
 * kept in step with the publication, the queue they fill, and what the server reads about the
 * tables whose changes it delivers.
 */
import type { Queryable } from '../../db/database.js';
import type { ChangeType } from './registry.js';

/** The NOTIFY channel the capture trigger wakes the server on. */
export const wakeChannel = 'supabase_local_realtime_changes';

/** Changes taken from the queue per round trip. */
export const drainBatchSize = 500;

export interface QueuedChange {
  relid: number;
  type: ChangeType;
  record: Record<string, unknown> | null;
  /** The whole old row (UPDATE, DELETE). */
  oldRow: Record<string, unknown> | null;
  commitTimestamp: string;
  /** Size of the row's JSON, old and new: Supabase leaves out large values beyond 1 MB. */
  bytes: number;
}

export interface TableColumn {
  name: string;
  /** `pg_type.typname`, as realtime-js's transformers expect (`int4`, `_text`, `timestamptz`). */
  type: string;
  /** Per role: may it select this column? */
  selectable: Record<string, boolean>;
}

export interface TableInfo {
  relid: number;
  schema: string;
  table: string;
  rowSecurity: boolean;
  /** Columns of the primary key (none: the table has none). */
  primaryKey: string[];
  /** Columns of the old row a change carries, per the table's REPLICA IDENTITY; null = all. */
  identity: string[] | null;
  columns: TableColumn[];
  /** Per role: may it select any column of the table? */
  readable: Record<string, boolean>;
}

/** Triggers on the publication's tables (new ones added, removed ones dropped). */
export async function syncCaptureTriggers(db: Queryable): Promise<void> {
  await db.query('select realtime.sync_change_triggers()');
}

/** Forgets changes queued while no server was listening. */
export async function clearQueue(db: Queryable): Promise<void> {
  await db.query('truncate supabase_local.realtime_changes');
}

/** The oldest queued changes, removed from the queue, in the order they were made. */
export async function takeChanges(db: Queryable, limit: number): Promise<QueuedChange[]> {
  const { rows } = await db.query<{
    relid: number;
    type: ChangeType;
    record: Record<string, unknown> | null;
    old_record: Record<string, unknown> | null;
    commit_timestamp: string;
    bytes: number;
  }>(
    `with taken as (
       delete from supabase_local.realtime_changes
        where id in (select id from supabase_local.realtime_changes order by id limit $1)
       returning id, relid, type, record, old_record, committed_at
     )
     select relid::int as relid, type, record, old_record,
            to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp,
            (coalesce(octet_length(record::text), 0) + coalesce(octet_length(old_record::text), 0))::int as bytes
       from taken
      order by id`,
    [limit],
  );
  return rows.map((r) => ({
    relid: r.relid,
    type: r.type,
    record: r.record,
    oldRow: r.old_record,
    commitTimestamp: r.commit_timestamp,
    bytes: r.bytes,
  }));
}

/** What payloads and checks need to know of these tables, for these roles. */
export async function describeTables(
  db: Queryable,
  relids: number[],
  roles: string[],
): Promise<Map<number, TableInfo>> {
  const { rows } = await db.query<{
    relid: number;
    schema: string;
    table: string;
    rls: boolean;
    replident: string;
    pk: string[];
    identity_index: string[];
    columns: TableColumn[] | null;
    readable: Record<string, boolean> | null;
  }>(
    `with roles as (select r from jsonb_array_elements_text($2::jsonb) as r)
     select c.oid::int as relid, n.nspname::text as schema, c.relname::text as "table",
            c.relrowsecurity as rls, c.relreplident::text as replident,
            coalesce((select array_agg(a.attname::text order by a.attnum)
                        from pg_index i join pg_attribute a
                          on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
                       where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
            coalesce((select array_agg(a.attname::text order by a.attnum)
                        from pg_index i join pg_attribute a
                          on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
                       where i.indrelid = c.oid and i.indisreplident), '{}') as identity_index,
            (select jsonb_agg(jsonb_build_object(
                      'name', a.attname, 'type', t.typname,
                      'selectable', (select coalesce(jsonb_object_agg(r,
                                       has_column_privilege(r::name, c.oid, a.attnum, 'SELECT')), '{}')
                                       from roles))
                      order by a.attnum)
               from pg_attribute a join pg_type t on t.oid = a.atttypid
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
            (select coalesce(jsonb_object_agg(r, has_any_column_privilege(r::name, c.oid, 'SELECT')), '{}')
               from roles) as readable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.oid = any (array(select jsonb_array_elements_text($1::jsonb)::oid))`,
    [JSON.stringify(relids), JSON.stringify(roles)],
  );
  const tables = new Map<number, TableInfo>();
  for (const r of rows) {
    tables.set(r.relid, {
      relid: r.relid,
      schema: r.schema,
      table: r.table,
      rowSecurity: r.rls,
      primaryKey: r.pk,
      identity:
        r.replident === 'f'
          ? null
          : r.replident === 'i'
            ? r.identity_index
            : r.replident === 'n'
              ? []
              : r.pk,
      columns: r.columns ?? [],
      readable: r.readable ?? {},
    });
  }
  return tables;
}

export interface PublishedTable {
  relid: number;
  schema: string;
  table: string;
  captured: boolean;
}

/** The publication's tables a binding names (`*` = any), with whether their trigger exists. */
export async function publishedTables(
  db: Queryable,
  schema: string,
  table: string,
): Promise<PublishedTable[]> {
  const { rows } = await db.query<PublishedTable>(
    `select c.oid::int as relid, n.nspname::text as schema, c.relname::text as "table",
            exists (select 1 from pg_trigger t
                     where t.tgrelid = c.oid and t.tgname = 'supabase_realtime_capture') as captured
       from pg_get_publication_tables('supabase_realtime') p
       join pg_class c on c.oid = p.relid
       join pg_namespace n on n.oid = c.relnamespace
      where ($1::text = '*' or n.nspname::text = $1::text)
        and ($2::text = '*' or c.relname::text = $2::text)
      order by c.oid`,
    [schema, table],
  );
  return rows;
}

export interface FilterColumn {
  relid: number;
  name: string;
  typeOid: number;
  isEnum: boolean;
  /** Text compares byte for byte (false for a nondeterministic collation). */
  deterministic: boolean;
}

/** The columns of these tables that `role` may select, among `names`. */
export async function selectableColumns(
  db: Queryable,
  relids: number[],
  names: string[],
  role: string,
): Promise<FilterColumn[]> {
  const { rows } = await db.query<FilterColumn>(
    `select a.attrelid::int as relid, a.attname::text as name, a.atttypid::int as "typeOid",
            t.typtype = 'e' as "isEnum",
            coalesce((select co.collisdeterministic from pg_collation co
                       where co.oid = a.attcollation), true) as deterministic
       from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = any (array(select jsonb_array_elements_text($1::jsonb)::oid))
        and a.attname = any (array(select jsonb_array_elements_text($2::jsonb)::name))
        and a.attnum > 0 and not a.attisdropped
        and has_column_privilege($3::text::name, a.attrelid, a.attnum, 'SELECT')`,
    [JSON.stringify(relids), JSON.stringify(names), role],
  );
  return rows;
}

/** A filter's value checked against its column's type; its JSON form (null: not comparable here). */
export async function filterValue(
  db: Queryable,
  op: string,
  typeOid: number,
  value: string,
): Promise<unknown> {
  const { rows } = await db.query<{ value: unknown }>(
    'select supabase_local.realtime_filter_value($1, $2::oid::regtype, $3) as value',
    [op, typeOid, value],
  );
  return rows[0]?.value ?? null;
}
