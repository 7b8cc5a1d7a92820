import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompressPlugin } from './build/precompress.ts';
import { styleCompilerDepsPlugin, styleCompilerPlugins } from './build/styleCompilerDeps.ts';
import { stylesheetsPlugin } from './build/stylesheets.ts';

/** Modules that are, or statically import, the data layer's zod schemas. */
const loadsSchemas =
  /[\\/](zod|validation|mutations)[\\/]|packages[\\/]data[\\/]src[\\/]index\.ts$/;

/**
 * The bootstrap's own modules (src/main.tsx and what it imports statically): a public page loads
 * only these, so none may land in the shared chunk, which would bring the app's code with it.
 */
const bootstrapModules =
  /apps[\\/]site[\\/]src[\\/](main\.tsx|boot[\\/](enhance|storedSession)\.ts|layout[\\/]colorScheme\.ts|app[\\/]pagePayload\.ts)/;

/**
 * Two builds (`pnpm --filter @globalhire/site build`):
 *   dist/client  the browser's files; the manifest (dist/client/.vite/manifest.json) tells the
 *                server which chunks and styles a page needs, and `pnpm bench:site` its first load
 *   dist/server  the site's server (server/main.ts, server/site.ts) with every dependency bundled
 *                in, so it runs from dist alone (`node dist/server/main.js`)
 * `pnpm dev` serves index.html and renders in the browser, with HMR.
 * `pnpm start` builds the same bundles for this machine (SITE_BUILD=local, build/localBuild.ts):
 * brotli at quality 5 instead of 11 (a twentieth of the CPU, files about 8% larger), gzip at 6.
 */
const localBuild = process.env.SITE_BUILD === 'local';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin({ unstable_pluginFilter: styleCompilerPlugins }),
    styleCompilerDepsPlugin(),
    precompressPlugin(localBuild ? { brotliQuality: 5, gzipLevel: 6 } : {}),
    stylesheetsPlugin(),
  ],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, host: '127.0.0.1' },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist/server',
        sourcemap: true,
        rolldownOptions: {
          input: { main: 'server/main.ts', site: 'server/site.ts' },
          // ws's optional native speed-ups: it works without them.
          external: ['bufferutil', 'utf-8-validate'],
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        target: 'es2022',
        outDir: 'dist/client',
        sourcemap: true,
        manifest: true,
        // One stylesheet (15 KB compressed) instead of thirty render-blocking requests per page.
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'src/main.tsx',
          // Code used by five or more routes (the library's basics, the data layer's queries)
          // goes into one shared chunk instead of a chunk per combination of routes that use it:
          // a public page hydrates from 10-14 requests instead of 44-61, with about the same
          // bytes. The schemas (zod) stay out, and with them what imports them (the mutations,
          // the data layer's index): a group takes its modules' imports along, and the pages
          // without forms (home, about, blog) would load zod.
          output: {
            codeSplitting: {
              groups: [
                // Vite's preload helper stays small and apart: the bootstrap's one dynamic import
                // needs it, and in the shared chunk it would bring the app along.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                {
                  name: 'shared',
                  priority: 1,
                  minShareCount: 5,
                  test: (id) => !loadsSchemas.test(id) && !bootstrapModules.test(id),
                },
              ],
            },
          },
        },
      },
}));
