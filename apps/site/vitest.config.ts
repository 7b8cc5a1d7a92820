import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Unit tests may import modules that import @globalhire/ui; its styles compile too.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'site',
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'build/**/*.test.ts'],
    // Files share their worker, which compiles the modules once rather than once per file.
    isolate: false,
  },
});
