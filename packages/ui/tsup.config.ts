import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { defineConfig } from 'tsup';

/**
 * vanilla-extract serialises recipes and sprinkles as top-level calls (`createRuntimeFn({…})`)
 * without a pure annotation, so a bundler keeps every component's class maps even when an app
 * imports one component. Marking those calls pure lets consumers tree-shake them.
 */
function treeShakableVanillaExtract(): Plugin {
  const plugin = vanillaExtractPlugin({ identifiers: 'short' });
  // The calls, and the IIFEs the serialiser wraps shared objects in, are pure data.
  const markPure = (code: string) =>
    code
      .replace(/^((?:export )?var \w+ = )(_\w{5}\()/gm, '$1/* @__PURE__ */ $2')
      .replaceAll('(function(){', '/* @__PURE__ */ (function(){');
  return {
    name: 'vanilla-extract-tree-shakable',
    setup(build) {
      const onLoad: typeof build.onLoad = (options, callback) =>
        build.onLoad(options, async (args) => {
          const result = await callback(args);
          if (result?.loader === 'js' && typeof result.contents === 'string') {
            return { ...result, contents: markPure(result.contents) };
          }
          return result;
        });
      return plugin.setup({ ...build, onLoad });
    },
  };
}

/**
 * The script ships minified by terser, not esbuild: esbuild's minifier drops the pure
 * annotations above, terser keeps them when asked. Its map is composed onto tsup's (so it still
 * points into src/) and carries no sources: they are not published, and embedding them
 * made the map five times larger. (tsup's own terser option would leave the intermediate file in the map.)
 */
async function minifyScript() {
  const scripts = (await readdir('dist')).filter((name) => name.endsWith('.js'));
  await Promise.all(scripts.map(minifyFile));
}

async function minifyFile(name: string) {
  const code = await readFile(`dist/${name}`, 'utf8');
  const map = await readFile(`dist/${name}.map`, 'utf8');
  const minified = await minify(code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, ''), {
    module: true,
    format: { preserve_annotations: true, comments: false },
    sourceMap: { content: map, url: `${name}.map`, asObject: true },
  });
  const minifiedMap = minified.map;
  if (minified.code === undefined || typeof minifiedMap !== 'object')
    throw new Error(`terser returned no code or map for dist/${name}`);
  // terser copies the input map's sourcesContent whatever `includeSources` says.
  delete minifiedMap.sourcesContent;
  await writeFile(`dist/${name}`, minified.code);
  await writeFile(`dist/${name}.map`, JSON.stringify({ ...minifiedMap, file: name }));
}

/** The stylesheet ships minified, without a source map (its sources are generated class rules). */
async function minifyStylesheet() {
  const css = await readFile('dist/index.css', 'utf8');
  const { code } = await transform(css.replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, ''), {
    loader: 'css',
    minify: true,
  });
  await writeFile('dist/index.css', code);
  await rm('dist/index.css.map', { force: true });
}

/** The font's files are redistributed in dist/, so its licence (OFL 1.1) goes with them. */
async function copyFontLicence() {
  const require = createRequire(import.meta.url);
  await copyFile(require.resolve('@fontsource-variable/inter/LICENSE'), 'dist/inter-LICENSE.txt');
}

// Two ESM entries with their .d.ts (the components, and the plain token values for places
// CSS cannot reach, such as emails), and one stylesheet (dist/index.css, exported as
// `@globalhire/ui/styles.css`): the theme, the components' styles and the bundled Inter font.
// The JS never imports the CSS; consumers load it once.
export default defineConfig({
  entry: { index: 'src/index.ts', tokens: 'src/theme/tokens.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // Runtime dependencies and peers stay imports; the font's CSS and files are bundled so the
  // stylesheet is self-contained (which is why the font is a devDependency).
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
  noExternal: [/^@fontsource/],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [treeShakableVanillaExtract()],
  onSuccess: async () => {
    await Promise.all([minifyScript(), minifyStylesheet(), copyFontLicence()]);
  },
});
