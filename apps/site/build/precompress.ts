import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|svg|json|txt|map)$/;

export interface PrecompressOptions {
  /** Brotli quality, 0-11 (default 11: the smallest files, about 2.6 s of CPU for the site). */
  brotliQuality?: number;
  /** Gzip level, 1-9 (default 9). */
  gzipLevel?: number;
}

/**
 * Writes a .br and a .gz beside each script and style sheet of the client build, by default at the
 * highest settings (paid once, at build): the server sends them as they are to browsers that
 * accept them.
 */
export function precompressPlugin({
  brotliQuality = 11,
  gzipLevel = 9,
}: PrecompressOptions = {}): Plugin {
  let outDir = '';
  return {
    name: 'globalhire-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (file) => compressible.test(file) && !file.endsWith('.map'),
      );
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
            gzipAsync(content, { level: gzipLevel }),
          ]);
          await Promise.all([
            writeFile(join(outDir, `${file}.br`), br),
            writeFile(join(outDir, `${file}.gz`), gz),
          ]);
        }),
      );
    },
  };
}
