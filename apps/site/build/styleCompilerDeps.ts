import type { InlineConfig, Plugin } from 'vite';

const name = 'globalhire-style-compiler-deps';

/**
 * vanilla-extract evaluates the .css.ts files in a Vite server of its own, which it tells to run
 * every dependency through Vite (`ssr.noExternal: true`). A style file that imports the theme from
 * @globalhire/ui loads the whole library, and with it thousands of modules from node_modules
 * (lucide-react's icons, Radix): transformed and evaluated there, they took a third of the client
 * build's CPU and half the server build's. Handed to Node instead (as Vite's runner does by
 * default), they load in a fraction of that. The styles come out the same: packages in
 * node_modules hold no .css.ts, and the workspace's packages (linked, outside node_modules) still
 * go through Vite.
 *
 * vanilla-extract passes this plugin to its server (`styleCompilerPlugins`); `apply` keeps it out
 * of every other server and build: vanilla-extract's is the one with `appType: 'custom'` and no
 * config file.
 */
export function styleCompilerDepsPlugin(): Plugin {
  return {
    name,
    apply: (config: InlineConfig, env) =>
      env.command === 'serve' && config.appType === 'custom' && config.configFile === false,
    // After Vite has resolved its own settings, which keep resolving every import to a file (as
    // vanilla-extract needs): only the module runner, which reads `ssr.noExternal` when it is
    // created, hands node_modules to Node.
    configResolved(config) {
      (config.ssr as { noExternal: unknown }).noExternal = [];
    },
  };
}

/** The plugin filter for vanillaExtractPlugin: its own default list, and the plugin above. */
export const styleCompilerPlugins = ({ name: plugin }: { name: string }) =>
  plugin === name || plugin === 'vite-tsconfig-paths';
