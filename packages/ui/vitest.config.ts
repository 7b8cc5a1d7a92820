import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '@globalhire/tooling/vitest-browser';
import { vanillaExtractRuntimeEntries, workspaceAliases } from '@globalhire/tooling/vite-workspace';

// Component tests render into real Chromium with vitest-browser-react.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  // react-dom/server: hydration tests draw the server's HTML in the browser; optimised up front,
  // its discovery mid-run would reload the tests.
  optimizeDeps: { include: [...vanillaExtractRuntimeEntries, 'react-dom/server'] },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['vitest.setup.ts'],
    isolate: false,
    browser: chromiumBrowser(),
  },
});
