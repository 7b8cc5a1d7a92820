import type { Database } from '../../db/database.js';

/**
 * PostgREST's in-database configuration: `pgrst.*` settings of the `authenticator` role, e.g.
 * `alter role authenticator set pgrst.db_aggregates_enabled = 'true'` (how a hosted Supabase
 * project turns aggregates on), read again when the schema cache reloads (`NOTIFY pgrst`).
 * A database-specific setting wins over a role-wide one, as in PostgREST's query.
 */
const SETTINGS_SQL = `
select distinct on (key) substr(setting, 7, strpos(setting, '=') - 7) as key,
       substr(setting, strpos(setting, '=') + 1) as value
from (
  select s.setdatabase, unnest(s.setconfig) as setting
  from pg_catalog.pg_db_role_setting s
  join pg_catalog.pg_roles r on r.oid = s.setrole
  where r.rolname = 'authenticator'
    and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
) kv
where setting like 'pgrst.%=%'
order by key, setdatabase desc`;

export interface DbSettings {
  /** `pgrst.db_aggregates_enabled`; undefined when not set in the database. */
  aggregatesEnabled?: boolean;
  /** `pgrst.db_plan_enabled`. */
  planEnabled?: boolean;
}

/** PostgREST's boolean config values. */
function toBool(value: string | undefined): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (v === 'true' || v === 'on' || v === 'yes' || v === '1') return true;
  if (v === 'false' || v === 'off' || v === 'no' || v === '0') return false;
  return undefined;
}

export async function loadDbSettings(db: Database): Promise<DbSettings> {
  const result = await db.query<{ key: string; value: string }>(SETTINGS_SQL);
  const values = new Map(result.rows.map((r) => [r.key, r.value]));
  const settings: DbSettings = {};
  const aggregates = toBool(values.get('db_aggregates_enabled'));
  const plan = toBool(values.get('db_plan_enabled'));
  if (aggregates !== undefined) settings.aggregatesEnabled = aggregates;
  if (plan !== undefined) settings.planEnabled = plan;
  return settings;
}
