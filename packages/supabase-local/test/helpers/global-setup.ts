import type { TestProject } from 'vitest/node';
import { buildTestDump } from './dump.js';
import { postgres15Available } from './postgres-cluster.js';
import { startPostgresTemplate } from './postgres-databases.js';
import type {} from './provided-context.js';

/**
 * Vitest globalSetup: build (or reuse) the test database dump and hand its path to the tests.
 * With SUPABASE_LOCAL_TEST_DATABASE=postgres15 (in the environment, or in the project's `env`
 * where one Vitest run holds both engines' projects) the tests run on PostgreSQL 15 instead: a
 * throwaway cluster holding one migrated and seeded template database, stopped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const database =
    project.config.env?.SUPABASE_LOCAL_TEST_DATABASE ?? process.env.SUPABASE_LOCAL_TEST_DATABASE;
  if (database === 'postgres15') {
    if (!postgres15Available()) {
      throw new Error(
        "SUPABASE_LOCAL_TEST_DATABASE=postgres15 needs Debian's postgresql-15 (apt-get install -y postgresql-15).",
      );
    }
    const { cluster, template } = await startPostgresTemplate();
    project.provide('supabaseLocalPostgres', { adminUrl: cluster.url(), template });
    project.provide('supabaseLocalDump', '');
    return () => cluster.stop();
  }
  project.provide('supabaseLocalPostgres', null);
  project.provide('supabaseLocalDump', await buildTestDump());
  return undefined;
}
