import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * With CSS in one file (`cssCodeSplit: false`), Vite's manifest names no style sheet when the
 * entry is a script rather than index.html: this writes the list beside the manifest
 * (`.vite/stylesheets.json`), for the server's <link rel="stylesheet">, with the font to preload.
 */
export function stylesheetsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'globalhire-stylesheets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every plugin's generateBundle: Vite adds the CSS file late.
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle);
      const stylesheets = files.filter((file) => file.endsWith('.css'));
      // The Latin subset of the UI font draws every page's text: preloaded, it arrives with the
      // style sheet, so text is drawn once in its font (no late repaint, no reflow).
      const fonts = files.filter((file) => /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
      await writeFile(join(outDir, '.vite/stylesheets.json'), JSON.stringify({ stylesheets, fonts }));
    },
  };
}
