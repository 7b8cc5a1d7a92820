import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'data',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests restore supabase-local's migrated and seeded dump (built once).
    globalSetup: ['../supabase-local/test/helpers/global-setup.ts'],
    // Files share their worker: each starts its own server and database, and the worker loads
    // PGlite, supabase-js and the modules once, not once per file (a third of the CPU).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
