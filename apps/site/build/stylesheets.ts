import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * With CSS in one file (`cssCodeSplit: false`), Vite's manifest names no style sheet when the
 * entry is a script rather than index.html: this writes the list beside the manifest
 * (`.vite/stylesheets.json`), for the server's <link rel="stylesheet">.
 */
export function stylesheetsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'globalhire-stylesheets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After every plugin's generateBundle: Vite adds the CSS file late.
    async writeBundle(_options, bundle) {
      const sheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      await writeFile(join(outDir, '.vite/stylesheets.json'), JSON.stringify(sheets));
    },
  };
}
