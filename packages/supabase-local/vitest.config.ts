import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'supabase-local',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Builds the migrated+seeded database once; each test file restores it (~1 s).
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Files share their worker: each starts its own server and database, and the worker loads
    // PGlite and the modules once, not once per file (half the CPU).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
