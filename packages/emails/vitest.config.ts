import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'emails',
    environment: 'node',
    include: ['src/**/*.test.ts?(x)', 'test/**/*.test.ts?(x)'],
    // Integration tests restore supabase-local's migrated and seeded dump (built once).
    globalSetup: ['../supabase-local/test/helpers/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
