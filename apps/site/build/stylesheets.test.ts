import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { stylesheetsPlugin } from './stylesheets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('lists the style sheet and the UI font beside the manifest, wherever the output directory is', async () => {
  const root = mkdtempSync(join(tmpdir(), 'stylesheets-'));
  const outDir = mkdtempSync(join(tmpdir(), 'stylesheets-out-'));
  dirs.push(root, outDir);
  mkdirSync(join(outDir, '.vite'));
  const plugin = stylesheetsPlugin() as Plugin & {
    configResolved: (config: unknown) => void;
    writeBundle: (options: unknown, bundle: Record<string, unknown>) => Promise<void>;
  };
  plugin.configResolved({ root, build: { outDir } });
  await plugin.writeBundle(
    {},
    {
      'assets/main-a1.js': {},
      'assets/style-b2.css': {},
      'assets/inter-latin-wght-normal-c3.woff2': {},
      'assets/inter-greek-wght-normal-d4.woff2': {},
    },
  );
  expect(JSON.parse(readFileSync(join(outDir, '.vite/stylesheets.json'), 'utf8'))).toEqual({
    stylesheets: ['assets/style-b2.css'],
    fonts: ['assets/inter-latin-wght-normal-c3.woff2'],
  });
});
