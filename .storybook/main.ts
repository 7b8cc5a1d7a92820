import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { vanillaExtractRuntimeDeps, workspaceAliases } from '@globalhire/tooling/vite-workspace';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './docs/*.mdx',
    './docs/*.stories.tsx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
    '../packages/emails/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW service worker (`msw init .storybook/public`) is served from here.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables come from the TypeScript checker, not from Babel's reading of the syntax: a prop
  // typed `(typeof buttonTones)[number]` shows its union ('brand' | 'neutral' | ...) and gets a
  // select, where react-docgen showed `unknown[number]`. Props inherited from React's DOM types
  // stay out of the tables (scripts/storybook-static-smoke.mjs fails on an `unknown` type).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      include: [`${fileURLToPath(new URL('../packages/ui/src', import.meta.url))}/**/*.tsx`],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases },
      optimizeDeps: { include: vanillaExtractRuntimeDeps },
    }),
};

export default config;
