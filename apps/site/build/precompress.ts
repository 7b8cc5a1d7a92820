import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes a .br and a .gz beside each script and style sheet of the client build, at the highest
 * settings (paid once, at build): the server sends them as they are to browsers that accept them.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'globalhire-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file) && !file.endsWith('.map'));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(outDir, `${file}.br`), br), writeFile(join(outDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}
