/**
 * Per-test databases on PostgreSQL 15: one template database is bootstrapped, migrated and seeded
 * once (as a new supabase-local database is), and every test server gets its own copy of it,
 * dropped when the server stops. `strategy file_copy` copies the files (~50 ms here) where
 * PostgreSQL 15's default, `wal_log`, writes every page through the WAL (1-2 s).
 */
import pg from 'pg';
import { openDatabase } from '../../src/db/open.js';
import { defaultSupabaseDir } from '../../src/paths.js';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';

const TEMPLATE = 'supabase_local_template';

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fast throwaway cluster with the template database ready. */
export async function startPostgresTemplate(
  supabaseDir: string = defaultSupabaseDir(),
): Promise<{ cluster: PostgresCluster; template: string }> {
  const cluster = await startPostgresCluster({ fast: true });
  try {
    await asAdmin(cluster.url(), (client) => client.query(`create database ${TEMPLATE}`));
    const { db } = await openDatabase({
      databaseUrl: cluster.url(TEMPLATE),
      supabaseDir,
      seed: true,
    });
    await db.close();
    return { cluster, template: TEMPLATE };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

/** A new database copied from the template; its URL and a function that drops it. */
export async function cloneTemplate(
  adminUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await asAdmin(adminUrl, (client) =>
    client.query(`create database ${name} template ${template} strategy file_copy`),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: () =>
      asAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
}
