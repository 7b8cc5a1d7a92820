import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { vanillaExtractRuntimeDeps, workspaceAliases } from '../scripts/vite-workspace.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW service worker (`msw init .storybook/public`) is served from here.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases },
      optimizeDeps: { include: vanillaExtractRuntimeDeps },
    }),
};

export default config;
