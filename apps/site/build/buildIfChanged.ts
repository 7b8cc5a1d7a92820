/**
 * The site's build for `pnpm start`, made only when its inputs changed: a hash of every source
 * file the build reads (the site, ui and data packages, the lockfile) and of the VITE_* variables
 * is kept next to the build; the same hash means the previous build is still this build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSiteForLocalRun } from './localBuild';

const skipped = new Set(['node_modules', 'dist', '.turbo', 'storybook-static', 'coverage']);

function* files(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The inputs' hash: file paths and contents, and the build's environment. */
export function siteBuildHash(repoRoot: string): string {
  const hash = createHash('sha256');
  const roots = [
    'apps/site',
    'packages/ui/src',
    'packages/ui/package.json',
    'packages/data/src',
    'packages/data/package.json',
    'pnpm-lock.yaml',
  ];
  for (const root of roots) {
    const path = join(repoRoot, root);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? [...files(path)].sort() : [path]) {
      hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  for (const [name, value] of Object.entries(process.env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`);
  }
  return hash.digest('hex');
}

/**
 * Builds dist/client and dist/server (both at once, see apps/site/build/localBuild.ts) unless the
 * last build had these inputs. Returns whether it built.
 */
export async function buildSiteIfChanged(
  repoRoot: string,
  siteRoot: string,
  onBuild?: () => void,
): Promise<boolean> {
  const stampFile = join(siteRoot, 'dist/.build-hash');
  const hash = siteBuildHash(repoRoot);
  const built =
    existsSync(join(siteRoot, 'dist/server/site.js')) &&
    existsSync(join(siteRoot, 'dist/client/.vite/manifest.json'));
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) return false;
  onBuild?.();
  // A build stopped halfway leaves no stamp that could vouch for it.
  rmSync(stampFile, { force: true });
  await buildSiteForLocalRun(siteRoot);
  writeFileSync(stampFile, hash);
  return true;
}
