import { readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform, type Plugin } from 'esbuild';
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

/** The stylesheet ships minified. (The JS does not: esbuild's minifier drops the pure annotations.) */
async function minifyStylesheet() {
  const css = await readFile('dist/index.css', 'utf8');
  const { code } = await transform(css.replace(/\/\*# sourceMappingURL=.*\*\/\s*$/, ''), {
    loader: 'css',
    minify: true,
  });
  await writeFile('dist/index.css', code);
  await rm('dist/index.css.map', { force: true });
}

// One ESM entry with its .d.ts, and one stylesheet (dist/index.css, exported as
// `@globalhire/ui/styles.css`): the theme, the components' styles and the bundled Inter font.
// The JS never imports the CSS; consumers load it once.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // Runtime dependencies and peers stay imports; the font's CSS and files are bundled so the
  // stylesheet is self-contained.
  external: ['react', 'react-dom', 'react/jsx-runtime', /^@radix-ui\//],
  noExternal: [/^@fontsource/],
  loader: { '.woff2': 'file', '.woff': 'file' },
  esbuildPlugins: [treeShakableVanillaExtract()],
  onSuccess: minifyStylesheet,
});
