import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'supabase-db',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // The same dump supabase-local's tests use; start servers with
    // `startTestServer()` from `@globalhire/supabase-local/testing`.
    globalSetup: ['../packages/supabase-local/test/helpers/global-setup.ts'],
    // Files share their worker: each starts its own server and database, and the worker loads
    // PGlite and the modules once, not once per file (under half the CPU).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
