/**
 * The client build's files for a page, read from Vite's manifest: the entry script (the bootstrap,
 * src/main.tsx, a few KB) with its static imports, the app it loads on the visitor's first sign of
 * intent (src/boot/startApp.tsx and the matched pages' chunks, all fetched at once then, so
 * hydration does not wait on a second round trip) and the style sheet (in the head, so the
 * server's HTML is drawn styled: no layout shift).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  entry: string;
  /** Scripts to preload with the page: the entry's static imports. */
  preload: string[];
  /** The app's scripts, fetched by the bootstrap when it starts the app: what the entry imports
   * dynamically (the app's start) and the pages' chunks, with their static imports. */
  app: string[];
  styles: string[];
  fonts: string[];
}

export interface ClientBuild {
  manifest: Manifest;
  /** The build's style sheets (one: every page's styles in a file), from build/stylesheets.ts. */
  stylesheets: string[];
  /** Fonts every page draws with, to preload. */
  fonts?: string[];
}

export function readClientBuild(clientDir: string): ClientBuild {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(clientDir, '.vite', file), 'utf8')) as unknown;
  const { stylesheets, fonts } = read('stylesheets.json') as {
    stylesheets: string[];
    fonts: string[];
  };
  return { manifest: read('manifest.json') as Manifest, stylesheets, fonts };
}

export function createAssetResolver({ manifest, stylesheets, fonts = [] }: ClientBuild) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey)
    throw new Error('The client build manifest has no entry chunk: build the site first.');

  /** A chunk and what it imports statically, in load order. */
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };

  const cache = new Map<string, PageAssets>();
  return (modules: readonly string[]): PageAssets => {
    const cacheKey = modules.join('|');
    const known = cache.get(cacheKey);
    if (known) return known;
    const first = new Set<string>();
    closure(entryKey, first);
    const all = new Set(first);
    for (const module of [...(manifest[entryKey]!.dynamicImports ?? []), ...modules])
      closure(module, all);
    const files = [...all].map((key) => manifest[key]!);
    const url = (key: string) => `/${manifest[key]!.file}`;
    const assets: PageAssets = {
      entry: url(entryKey),
      preload: [...first].slice(1).map(url),
      app: [...all].filter((key) => !first.has(key)).map(url),
      styles: [...new Set([...stylesheets, ...files.flatMap((chunk) => chunk.css ?? [])])].map(
        (file) => `/${file}`,
      ),
      fonts: fonts.map((file) => `/${file}`),
    };
    cache.set(cacheKey, assets);
    return assets;
  };
}
