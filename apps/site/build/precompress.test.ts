import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressPlugin, type PrecompressOptions } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// A script large enough for brotli's quality to show in its size.
const script = Array.from(
  { length: 400 },
  (_, i) => `export const value${i} = "item ${i * 7919}";`,
).join('\n');

/** Runs the plugin's hooks as Vite does after writing a client build to `outDir`. */
async function precompress(
  options: PrecompressOptions | undefined,
  outDir: (root: string) => string,
) {
  const root = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(root);
  const out = outDir(root);
  const assets = resolve(root, out, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'main.js'), script);
  writeFileSync(join(assets, 'main.js.map'), '{}');
  const plugin = precompressPlugin(options) as Plugin & {
    configResolved: (config: unknown) => void;
    writeBundle: (options: unknown, bundle: Record<string, unknown>) => Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir: out } });
  await plugin.writeBundle({}, { 'assets/main.js': {}, 'assets/main.js.map': {} });
  return assets;
}

describe('precompressPlugin', () => {
  it('writes brotli at quality 11 and gzip beside each script by default (the production build)', async () => {
    const assets = await precompress(undefined, () => 'dist/client');
    const br = readFileSync(join(assets, 'main.js.br'));
    expect(br).toEqual(
      brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    expect(gunzipSync(readFileSync(join(assets, 'main.js.gz'))).toString()).toBe(script);
    // Source maps are not sent compressed.
    expect(() => readFileSync(join(assets, 'main.js.map.br'))).toThrow();
  });

  it('compresses at the quality it is given, to the same content', async () => {
    const assets = await precompress({ brotliQuality: 5, gzipLevel: 6 }, () => 'dist/client');
    const br = readFileSync(join(assets, 'main.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br).toEqual(
      brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
  });

  it('writes into an output directory given as an absolute path', async () => {
    const other = mkdtempSync(join(tmpdir(), 'precompress-out-'));
    dirs.push(other);
    const assets = await precompress(undefined, () => other);
    expect(brotliDecompressSync(readFileSync(join(assets, 'main.js.br'))).toString()).toBe(script);
  });
});
