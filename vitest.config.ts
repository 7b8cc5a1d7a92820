import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumBrowser } from '@globalhire/tooling/vitest-browser';
import { fromRoot } from '@globalhire/tooling/vite-workspace';

// Every package owns its test config; this file only lists them, plus the story tests.
// The visual regression suite has its own config (.storybook/visual), run by `pnpm test:visual`;
// `pnpm test` runs the Node projects together from vitest.node.config.ts.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tooling/vitest.config.ts',
      'scripts/vitest.config.ts',
      ...(existsSync(fromRoot('supabase/vitest.config.ts')) ? ['supabase/vitest.config.ts'] : []),
      {
        // Each story is a test: it renders, runs its play function, then axe (a11y.test = 'error').
        plugins: [storybookTest({ configDir: fromRoot('.storybook') })],
        test: {
          name: 'storybook',
          // One frame for every story file: each story mounts afresh and Storybook unmounts the
          // one before, so re-importing the library per file (the default) only costs time.
          isolate: false,
          // Reduced motion, as in the visual suite: exit animations never hold a closed dialog open.
          browser: chromiumBrowser({ reducedMotion: true }),
        },
      },
    ],
  },
});
