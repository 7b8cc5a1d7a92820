import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

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
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
