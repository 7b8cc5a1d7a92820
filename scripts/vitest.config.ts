import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The test runner's own checks: how it counts a suite's results and its CPU.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.mjs'],
  },
});
