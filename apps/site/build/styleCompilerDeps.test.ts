/**
 * vanilla-extract's style compiler with the site's settings (vite.config.ts) on a small site whose
 * style file reads a package from node_modules that reports how it was loaded.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type PluginOption } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { styleCompilerDepsPlugin, styleCompilerPlugins } from './styleCompilerDeps';

const require = createRequire(import.meta.url);
// The fixture lives outside the workspace: it reaches vanilla-extract's runtime by its path.
const vanillaExtractCss = dirname(require.resolve('@vanilla-extract/css/package.json'));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function buildStyles(plugins: PluginOption[]): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'style-deps-'));
  dirs.push(root);
  const dependency = join(root, 'node_modules/loaded-by');
  mkdirSync(dependency, { recursive: true });
  writeFileSync(
    join(dependency, 'package.json'),
    '{ "name": "loaded-by", "type": "module", "main": "index.js" }',
  );
  // Vite's module runner evaluates a module inside a function that passes it __vite_ssr_import__.
  writeFileSync(
    join(dependency, 'index.js'),
    "export const loadedBy = typeof __vite_ssr_import__ === 'undefined' ? 'node' : 'vite';\n",
  );
  writeFileSync(join(root, 'package.json'), '{ "name": "style-deps-fixture", "type": "module" }');
  writeFileSync(
    join(root, 'probe.css.ts'),
    "import { style } from '@vanilla-extract/css';\nimport { loadedBy } from 'loaded-by';\nexport const probe = style({ fontFamily: loadedBy });\n",
  );
  writeFileSync(
    join(root, 'main.js'),
    "import { probe } from './probe.css.ts';\nconsole.log(probe);\n",
  );
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins,
    resolve: { alias: { '@vanilla-extract/css': vanillaExtractCss } },
    build: { outDir: 'dist', rolldownOptions: { input: 'main.js' } },
  });
  const assets = join(root, 'dist/assets');
  const css = readdirSync(assets).find((file) => file.endsWith('.css'));
  return readFileSync(join(assets, css!), 'utf8');
}

describe('the style compiler', { timeout: 60_000 }, () => {
  it('loads the packages in node_modules with Node, not through Vite', async () => {
    const css = await buildStyles([
      vanillaExtractPlugin({ unstable_pluginFilter: styleCompilerPlugins }),
      styleCompilerDepsPlugin(),
    ]);
    expect(css).toMatch(/font-family:\s*node/);
  });

  it('leaves the build itself as it is', async () => {
    const plugin = styleCompilerDepsPlugin();
    const apply = plugin.apply as (config: object, env: { command: string }) => boolean;
    expect(apply({}, { command: 'build' })).toBe(false);
    // `pnpm dev`'s own server (a config file, the default app type).
    expect(apply({ configFile: 'vite.config.ts' }, { command: 'serve' })).toBe(false);
  });
});
