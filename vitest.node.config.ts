import { defineConfig } from 'vitest/config';

// The Node suites, in one Vitest process: every workspace package's tests that run in Node, and
// the database suite on PostgreSQL 15. A new package with a `vitest.config.ts` joins as it is.
// Vitest spreads the files of every project over one pool of workers (`maxWorkers`), so the
// suites' CPU use stays within that bound however many packages there are, and Vitest, PGlite
// and supabase-js start once, not once per package. `pnpm test` runs it as the `node` suite.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tooling/vitest.config.ts',
      'scripts/vitest.config.ts',
      // The component tests render in Chromium: they are the `ui` suite.
      '!packages/ui/vitest.config.ts',
      {
        // The database tests (every role against every table and column) on Debian's PostgreSQL
        // 15, a throwaway cluster they start and stop: a real PostgreSQL server, the one the test
        // machines install. The same migrations and policies run on PGlite in the data,
        // supabase-local and e2e suites, so the whole matrix again on PGlite (`supabase-db`,
        // supabase/vitest.config.ts) runs only when named: `pnpm test supabase`.
        extends: './supabase/vitest.config.ts',
        root: './supabase',
        test: {
          name: 'supabase on PostgreSQL 15',
          env: { SUPABASE_LOCAL_TEST_DATABASE: 'postgres15' },
        },
      },
    ],
  },
});
