import type { Database } from '../../db/database.js';
import { loadCatalog } from './load.js';
import type { Catalog } from './model.js';

/** The schema served when the server is given none (`[api] schemas` defaults to it too). */
export const DEFAULT_SCHEMA = 'public';

/**
 * Supabase reloads PostgREST's schema cache through event triggers that `NOTIFY pgrst`; the same
 * triggers here let the cache stay valid until DDL actually happens (one listen, no per-request
 * catalog query).
 */
const WATCH_SQL = `
create schema if not exists extensions;
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $$
begin
  perform pg_notify('pgrst', 'reload schema');
end $$;
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_ddl_watch') then
    create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
  end if;
  if not exists (select 1 from pg_event_trigger where evtname = 'pgrst_drop_watch') then
    create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_ddl_watch();
  end if;
end $$;`;

/** Fallback when no watch can be installed: a cheap fingerprint of the catalogs we read. */
const STAMP_SQL = `select (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.pg_class) || ':' ||
  (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.pg_attribute) || ':' ||
  (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.pg_proc) || ':' ||
  (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.pg_constraint) || ':' ||
  (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from pg_catalog.pg_db_role_setting) as stamp`;

interface CacheEntry {
  /** One catalog per exposed schema, loaded on its first request. */
  catalogs: Map<string, Catalog>;
  loading: Map<string, Promise<Catalog>>;
  /** Bumped on every invalidation, so a load that raced with DDL is not kept. */
  generation: number;
  watch: 'pending' | 'listening' | 'stamp';
  stamp: string | null;
}

const caches = new WeakMap<Database, CacheEntry>();

function entryFor(db: Database): CacheEntry {
  let entry = caches.get(db);
  if (!entry) {
    entry = {
      catalogs: new Map(),
      loading: new Map(),
      generation: 0,
      watch: 'pending',
      stamp: null,
    };
    caches.set(db, entry);
  }
  return entry;
}

/** Forget the cached catalog of `db` (the next request reloads it). */
export function invalidateCatalog(db: Database): void {
  const entry = entryFor(db);
  entry.generation += 1;
  entry.catalogs.clear();
  entry.loading.clear();
}

async function startWatching(db: Database, entry: CacheEntry): Promise<void> {
  try {
    await db.exec(WATCH_SQL);
    await db.listen('pgrst', () => invalidateCatalog(db));
    entry.watch = 'listening';
  } catch {
    entry.watch = 'stamp';
  }
}

async function currentStamp(db: Database): Promise<string> {
  const result = await db.query<{ stamp: string }>(STAMP_SQL);
  return result.rows[0]?.stamp ?? '';
}

/**
 * The catalog of `schema` (an exposed one), loaded once and kept until DDL runs. Must be called
 * outside any transaction of `db` (PGlite runs one at a time, and this may query).
 */
export async function getCatalog(db: Database, schema: string = DEFAULT_SCHEMA): Promise<Catalog> {
  const entry = entryFor(db);
  if (entry.watch === 'pending') await startWatching(db, entry);
  if (entry.watch === 'stamp') {
    const stamp = await currentStamp(db);
    if (stamp !== entry.stamp) {
      invalidateCatalog(db);
      entry.stamp = stamp;
    }
  }
  const cached = entry.catalogs.get(schema);
  if (cached) return cached;
  const pending = entry.loading.get(schema);
  if (pending) return pending;
  const generation = entry.generation;
  const loading = loadCatalog(db, schema);
  entry.loading.set(schema, loading);
  loading.then(
    (catalog) => {
      if (entry.generation === generation) entry.catalogs.set(schema, catalog);
      if (entry.loading.get(schema) === loading) entry.loading.delete(schema);
    },
    () => {
      if (entry.loading.get(schema) === loading) entry.loading.delete(schema);
    },
  );
  return loading;
}
