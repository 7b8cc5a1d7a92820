/**
 * The JavaScript a public page can load, read from the client build's Vite manifest, and the
 * check of it against the byte budgets (budgets.ts beside it). Sizes are gzip bytes, measured
 * by a function the caller gives (the built files, or a table in a test).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartModule, budgets, kb } from './budgets';
import type { SiteRoute } from './routes';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A set of chunks: their files with sizes, largest first, and the total. */
export interface ChunkSet {
  keys: Set<string>;
  files: { file: string; bytes: number }[];
  bytes: number;
}

export interface RouteBundle {
  path: string;
  /** The bootstrap and its static imports: the page's scripts and modulepreloads. */
  firstLoad: ChunkSet;
  /** The first load plus every chunk it can import on demand, short of the app's start. */
  publicTotal: ChunkSet;
  /** What starting the app adds (a signed-in visitor, a `data-needs-app` control): its start,
   * the route's chunk and their static imports, beyond the public total. */
  withAppBytes: number;
  cssBytes: number;
}

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The first load's closure grown by every dynamic import reachable from it, except `excluded`
 * (the app's start): a chunk it shares with the app is counted, as the enhancement needs it.
 */
function reachableWithout(manifest: Manifest, start: Set<string>, excluded: string) {
  const reached = new Set(start);
  const pending = [...reached];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (dynamic === excluded || reached.has(dynamic)) continue;
      const before = reached.size;
      staticClosure(manifest, dynamic, reached);
      if (reached.size > before) pending.push(...[...reached].slice(before));
    }
  }
  return reached;
}

export function analyseBundle(
  manifest: Manifest,
  routes: SiteRoute[],
  gzipBytes: (file: string) => number,
  options: { appStart?: string; stylesheets?: string[] } = {},
): RouteBundle[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const appStart = options.appStart ?? appStartModule;
  if (!manifest[appStart])
    throw new Error(
      `the app's start (${appStart}) is not in the Vite manifest: name the module that starts the app in tooling/src/site/budgets.ts`,
    );
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipBytes(file));
    return sizes.get(file) as number;
  };
  const chunkSet = (keys: Set<string>): ChunkSet => {
    const files = [...new Set([...keys].map((key) => (manifest[key] as ManifestChunk).file))]
      .map((file) => ({ file, bytes: sizeOf(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { keys, files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) };
  };
  const firstLoad = chunkSet(staticClosure(manifest, entryKey));
  const publicTotal = chunkSet(reachableWithout(manifest, firstLoad.keys, appStart));
  const app = staticClosure(manifest, appStart, new Set(publicTotal.keys));
  return routes.map(({ path, module }) => {
    const withRoute =
      module && manifest[module] ? staticClosure(manifest, module, new Set(app)) : app;
    const css = new Set([
      ...(options.stylesheets ?? []),
      ...[...withRoute].flatMap((key) => manifest[key]?.css ?? []),
    ]);
    return {
      path,
      firstLoad,
      publicTotal,
      withAppBytes: chunkSet(withRoute).bytes - publicTotal.bytes,
      cssBytes: [...css].reduce((sum, file) => sum + sizeOf(file), 0),
    };
  });
}

/** The client build's bundle per public route, sized as the built files gzip. */
export function readSiteBundle(clientDir: string, routes: SiteRoute[]): RouteBundle[] {
  const viteDir = join(clientDir, '.vite');
  const manifestFile = join(viteDir, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: build the site first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const stylesheetsFile = join(viteDir, 'stylesheets.json');
  const stylesheets = existsSync(stylesheetsFile)
    ? (JSON.parse(readFileSync(stylesheetsFile, 'utf8')) as { stylesheets: string[] }).stylesheets
    : [];
  return analyseBundle(
    manifest,
    routes,
    (file) => gzipSync(readFileSync(join(clientDir, file))).length,
    { stylesheets },
  );
}

/** `/jobs/1` → the route `/jobs/:id` of the table. */
export function routeOfPage<T extends { path: string }>(routes: T[], page: string): T | undefined {
  const parts = page.split('?')[0]!.split('/');
  return routes.find(({ path }) => {
    const pattern = path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((part, index) => part.startsWith(':') || part === parts[index])
    );
  });
}

const listed = (paths: string[]) =>
  paths.length <= 4
    ? paths.join(', ')
    : `${paths.slice(0, 4).join(', ')} and ${paths.length - 4} more public routes`;

const largest = ({ files }: ChunkSet, shown = 6) =>
  files
    .slice(0, shown)
    .map(({ file, bytes }) => `${file} ${kb(bytes)}`)
    .concat(files.length > shown ? [`${files.length - shown} smaller chunks`] : [])
    .join(', ');

/**
 * One message per budget a build exceeds, naming the routes and the largest chunks with their
 * sizes; routes loading the same chunks share a message. Empty when within every budget.
 */
export function budgetFailures(
  routes: RouteBundle[],
  limits: { firstLoadKb: number; publicTotalKb: number } = budgets,
): string[] {
  const failures: string[] = [];
  const check = (what: string, pick: (route: RouteBundle) => ChunkSet, limitKb: number) => {
    const over = new Map<string, { set: ChunkSet; paths: string[] }>();
    for (const route of routes) {
      const set = pick(route);
      if (set.bytes <= limitKb * 1024) continue;
      const id = [...set.keys].sort().join('\0');
      const group = over.get(id) ?? { set, paths: [] };
      group.paths.push(route.path);
      over.set(id, group);
    }
    for (const { set, paths } of over.values())
      failures.push(
        `${what} of ${listed(paths)} is ${kb(set.bytes)}, over its ${limitKb} KB budget: ${largest(set)}`,
      );
  };
  check('first load', (route) => route.firstLoad, limits.firstLoadKb);
  check('public total', (route) => route.publicTotal, limits.publicTotalKb);
  return failures;
}
