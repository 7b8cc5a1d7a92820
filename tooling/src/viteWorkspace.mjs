// Where the workspace's Vite and Vitest configs find its files, and what they prebundle
// (types: viteWorkspace.d.mts).
import { fileURLToPath } from 'node:url';

/** The workspace root, as an absolute path ending in a slash. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The workspace root as an absolute path, for configs that resolve files from it. */
export const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Stories and tests import the public package name, so they read like consumer code. Inside
 * the workspace it resolves to the source entry: nothing needs building first. Only the bare
 * name is aliased; `@globalhire/ui/styles.css` is the built file a consumer imports.
 */
export const workspaceAliases = [
  { find: /^@globalhire\/ui$/, replacement: fromRoot('packages/ui/src/index.ts') },
];

/**
 * Imports that only appear after vanilla-extract compiles a `.css.ts` file, so Vite's dependency
 * scan cannot see them; found late, they would reload the page in the middle of a test run.
 */
export const vanillaExtractRuntimeEntries = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
];

/** The same, resolved through @globalhire/ui from configs rooted outside packages/ui. */
export const vanillaExtractRuntimeDeps = vanillaExtractRuntimeEntries.map(
  (entry) => `@globalhire/ui > ${entry}`,
);

/**
 * What `.css.ts` files import when vanilla-extract's transform mode runs them in the browser
 * (the visual suite), resolved through @globalhire/ui like the entries above.
 */
export const vanillaExtractTransformDeps = [
  '@vanilla-extract/css',
  '@vanilla-extract/css/fileScope',
  '@vanilla-extract/recipes',
  '@vanilla-extract/sprinkles',
].map((entry) => `@globalhire/ui > ${entry}`);
