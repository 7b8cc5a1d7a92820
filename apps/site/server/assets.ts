/**
 * The client build's files for a page, read from Vite's manifest: the entry script, the matched
 * pages' chunks (preloaded, so hydration does not wait on a second round trip) and the style
 * sheet (in the head, so the server's HTML is drawn styled: no layout shift).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  entry: string;
  /** Scripts to preload: the entry's static imports and the pages' chunks with theirs. */
  preload: string[];
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
  const read = (file: string) => JSON.parse(readFileSync(join(clientDir, '.vite', file), 'utf8')) as unknown;
  const { stylesheets, fonts } = read('stylesheets.json') as { stylesheets: string[]; fonts: string[] };
  return { manifest: read('manifest.json') as Manifest, stylesheets, fonts };
}

export function createAssetResolver({ manifest, stylesheets, fonts = [] }: ClientBuild) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client build manifest has no entry chunk: build the site first.');

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
    const chunks = new Set<string>();
    closure(entryKey, chunks);
    for (const module of modules) closure(module, chunks);
    const files = [...chunks].map((key) => manifest[key]!);
    const assets: PageAssets = {
      entry: `/${manifest[entryKey]!.file}`,
      preload: files.slice(1).map((chunk) => `/${chunk.file}`),
      styles: [...new Set([...stylesheets, ...files.flatMap((chunk) => chunk.css ?? [])])].map((file) => `/${file}`),
      fonts: fonts.map((file) => `/${file}`),
    };
    cache.set(cacheKey, assets);
    return assets;
  };
}
