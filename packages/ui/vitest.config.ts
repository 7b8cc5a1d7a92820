import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from '../../scripts/vitest-browser';
import { workspaceAliases } from '../../scripts/vite-workspace';

// Component tests render into real Chromium with vitest-browser-react.
export default defineProject({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser(),
  },
});
