import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';
import { pictureMatcher } from './pictureMatcher.ts';
import { renderDigestsFile, renderingEnvironment } from './baselineRenders.ts';
import { samePicturesFile } from './samePictures.ts';
import { chromiumBrowser } from '@globalhire/tooling/vitest-browser';
import {
  fromRoot,
  repoRoot,
  vanillaExtractRuntimeDeps,
  vanillaExtractTransformDeps,
  workspaceAliases,
} from '@globalhire/tooling/vite-workspace';

/** The stories suite's test files, its shards (see storyShards.ts). */
const shardFiles = readdirSync(fromRoot('.storybook/visual')).filter((file) =>
  /^stories-\d+\.visual\.test\.tsx$/.test(file),
);

/** Committed baselines, one PNG per story and viewport, named after the story id. */
const baselineDir = fromRoot('.storybook/visual/__screenshots__');

const samePictures = samePicturesFile(join(baselineDir, 'same-as.json'));
const baselineRenders = renderDigestsFile(join(baselineDir, 'renders.json'));
const axeClean = renderDigestsFile(join(baselineDir, 'axe-clean.json'));
const updating = (context: BrowserCommandContext) =>
  context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all';
const baselineFiles = async () =>
  (await readdir(baselineDir, { recursive: true }).catch(() => [])).filter((file) =>
    file.endsWith('.png'),
  );

/**
 * Baselines no story draws, same-as.json entries whose picture is gone or whose baseline is
 * missing, and renders.json and axe-clean.json entries of pictures and checks gone; with
 * `--update` they are deleted and none are returned.
 */
const pruneBaselines: BrowserCommand<[expected: string[], axeChecks: string[]]> = async (
  context,
  expected,
  axeChecks,
) => {
  const wanted = new Set(expected.map((name) => `${samePictures.baselineOf(name)}.png`));
  const files = await baselineFiles();
  const orphans = files.filter((file) => !wanted.has(file));
  const stale = Object.entries(samePictures.all())
    .filter(([name, baseline]) => !expected.includes(name) || !files.includes(`${baseline}.png`))
    .map(([name]) => name);
  const staleRenders = baselineRenders.stale(new Set(expected), { remove: updating(context) });
  const staleAxe = axeClean.stale(new Set(axeChecks), { remove: updating(context) });
  if (!updating(context)) {
    return [
      ...orphans,
      ...stale.map((name) => `same-as.json: ${name}`),
      ...staleRenders.map((name) => `renders.json: ${name}`),
      ...staleAxe.map((name) => `axe-clean.json: ${name}`),
    ];
  }
  // (force: a shard still writing may have just removed a picture that joined another.)
  await Promise.all(orphans.map((file) => rm(join(baselineDir, file), { force: true })));
  stale.forEach((name) => samePictures.leave(name));
  return [];
};

/** Committed baselines that are byte for byte the same picture, as groups of file names. */
const duplicateBaselines: BrowserCommand<[]> = async () => {
  const byDigest = new Map<string, string[]>();
  for (const file of await baselineFiles()) {
    const bytes = await readFile(join(baselineDir, file));
    const key = createHash('sha256').update(bytes).digest('hex');
    byDigest.set(key, [...(byDigest.get(key) ?? []), file]);
  }
  return [...byDigest.values()].filter((files) => files.length > 1).map((files) => files.sort());
};

/** The committed baselines, read once per run; null when this run writes them (all can compare). */
const listBaselines: BrowserCommand<[]> = async (context) =>
  updating(context) ? null : (await baselineFiles()).map((file) => file.slice(0, -'.png'.length));

let environment: string | undefined;
/**
 * What the browser needs to skip a picture whose render is unchanged since its baseline was taken,
 * or axe on a render it already found clean (see checkStories): the recorded digests and the
 * rendering environment. Writing baselines, or with GLOBALHIRE_VISUAL_ALL=1, every picture is
 * photographed and axe runs on every render.
 */
const recordedRenders: BrowserCommand<[]> = async (context) => {
  environment ??= renderingEnvironment(context.page.context().browser()?.version() ?? '');
  return {
    environment,
    digests: baselineRenders.all(),
    axeClean: axeClean.all(),
    checkAll: updating(context) || process.env.GLOBALHIRE_VISUAL_ALL === '1',
  };
};

/** A render axe found clean (axe-clean.json), kept only by `--update` as renders.json is. */
const recordAxeClean: BrowserCommand<[name: string, digest: string]> = async (
  context,
  name,
  digest,
) => {
  if (updating(context)) axeClean.record(name, digest);
};

/**
 * Vitest scales the test frame down to fit the runner's window, so a page taller than the window
 * would be photographed shrunk (and at a size that depends on its height). The window grows with
 * the frame instead, and the frame is always drawn at scale 1.
 */
const fitWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  const current = context.page.viewportSize();
  if (current && current.width >= width && current.height >= height) return;
  await context.page.setViewportSize({
    width: Math.max(width, current?.width ?? 0),
    height: Math.max(height, current?.height ?? 0),
  });
};

// `pnpm test:visual` screenshots every story in Chromium and compares it with its baseline;
// `pnpm test:visual --update` rewrites the baselines.
export default defineConfig({
  root: repoRoot,
  // vanilla-extract's transform mode: each `.css.ts` file runs in the browser and injects its own
  // CSS, instead of Vite compiling every one in Node first (the site's stories load about a third
  // faster). Class names and rules are the same; Storybook and the builds still compile them.
  plugins: [react(), vanillaExtractPlugin({ unstable_mode: 'transform' })],
  resolve: { alias: workspaceAliases },
  // React's production build, as users get it: its development checks cost about a fifth of the
  // renderer's time on pages, and the component tests (ui) still run them. Storybook's play
  // functions then skip act(), as in a production Storybook.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The MSW worker, as in Storybook.
  publicDir: fromRoot('.storybook/public'),
  optimizeDeps: {
    include: [
      ...vanillaExtractRuntimeDeps,
      // What the `.css.ts` files import in transform mode; found late, they would reload the page.
      ...vanillaExtractTransformDeps,
      'react-dom/client',
      // The email previews render with React's server renderer and React Email.
      'react-dom/server',
      '@react-email/components',
      '@react-email/render',
      'html-to-text',
      'zod',
      'msw/browser',
      'storybook/test',
      '@storybook/addon-a11y/preview',
      'axe-core',
    ],
    // The prebundled dependencies (React among them) read the same NODE_ENV.
    rolldownOptions: {
      transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
    },
  },
  test: {
    name: 'visual',
    include: ['.storybook/visual/*.visual.test.tsx', '.storybook/visual/*.test.ts'],
    // A browser page per shard, side by side; the small test files take a page as one frees.
    maxWorkers: shardFiles.length,
    testTimeout: 30_000,
    // One retry for a picture that differs: about one screenshot in 1,400 per run is still taken
    // mid-change (a dialog gone from a story whose play ended with it open), a different one
    // each run. A real change fails both tries.
    retry: 1,
    browser: {
      // Reduced motion: spinners, skeletons and transitions are captured at rest.
      ...chromiumBrowser({ reducedMotion: true }),
      commands: {
        pruneBaselines,
        duplicateBaselines,
        listBaselines,
        samePictures: async () => samePictures.all(),
        recordedRenders,
        recordAxeClean,
        fitWindow,
        matchPicture: pictureMatcher({
          baselinePath: (name) => resolve(baselineDir, `${name}.png`),
          failurePath: (name, kind) => fromRoot(`.vitest-attachments/visual/${name}.${kind}.png`),
          // A focus ring that lands a frame earlier or later after a play function (a button
          // leaving its pending state) is up to ~2,300 pixels on a wide button: 0.5 % of the
          // picture, at most 2,500 pixels, so a tall page cannot hide a changed paragraph.
          allowedMismatch: { ratio: 0.005, maxPixels: 2500 },
          samePictures,
          baselineRenders,
        }),
      },
    },
  },
});
