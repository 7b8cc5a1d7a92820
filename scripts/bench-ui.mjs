#!/usr/bin/env node
// `pnpm bench:ui`: builds @globalhire/ui with tsup, then prints what each exported component
// costs a consumer (gzip, minified, tree-shaken, React and Radix external) and the size of
// all the CSS, and the size of the tarball npm would publish. A bench prints figures; it does not
// fail. `--skip-build` reuses packages/ui/dist.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { repoRoot, run } from './lib/run.mjs';

const uiDir = join(repoRoot, 'packages/ui');
const dist = join(uiDir, 'dist');
const entry = join(dist, 'index.js');
const targets = { JobCard: 4 * 1024 };
const cssTarget = 25 * 1024;
const external = ['react', 'react-dom', 'react/*', 'react-dom/*', '@radix-ui/*'];

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

async function exportNames() {
  const result = await build({
    entryPoints: [entry],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs)[0].exports;
}

/** A component is a PascalCase export (constants like TOAST_DURATION_MS are not). */
const isComponentName = (name) => /^[A-Z][a-z0-9]/.test(name);

/**
 * The cost of `import { X } from '@globalhire/ui'` for each set of names, from one esbuild run
 * (one entry per set, so the library is parsed once).
 */
async function importCosts(nameSets) {
  const dir = mkdtempSync(join(tmpdir(), 'globalhire-bench-'));
  try {
    const entryPoints = nameSets.map((names, index) => {
      const file = join(dir, `entry${index}.js`);
      writeFileSync(
        file,
        `import { ${names.join(', ')} } from ${JSON.stringify(entry)};\nconsole.log(${names.join(', ')});\n`,
      );
      return file;
    });
    const result = await build({
      entryPoints,
      outdir: join(dir, 'out'),
      bundle: true,
      minify: true,
      treeShaking: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      external,
      logLevel: 'silent',
    });
    return nameSets.map((_, index) => {
      const bytes = result.outputFiles.find(
        (file) => basename(file.path) === `entry${index}.js`,
      ).contents;
      return { min: bytes.length, gzip: gzipSize(bytes) };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The files of a tarball (name and size), read from its ustar headers. */
function tarEntries(tgz) {
  const tar = gunzipSync(readFileSync(tgz));
  const entries = [];
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0;) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
    const size = parseInt(tar.toString('utf8', offset + 124, offset + 136).trim(), 8) || 0;
    entries.push({ name, size });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Packs the package as `pnpm publish` would (publishConfig applied) and measures the tarball. */
function tarballSize() {
  const dir = mkdtempSync(join(tmpdir(), 'globalhire-pack-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', dir], { cwd: uiDir, stdio: 'ignore' });
    const tgz = join(
      dir,
      readdirSync(dir).find((file) => file.endsWith('.tgz')),
    );
    const entries = tarEntries(tgz);
    return {
      packed: readFileSync(tgz).length,
      unpacked: entries.reduce((sum, entry) => sum + entry.size, 0),
      files: entries.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!process.argv.includes('--skip-build')) {
  const { code, seconds } = await run('pnpm', ['--filter', '@globalhire/ui', 'run', 'build']);
  if (code !== 0) {
    console.error('bench:ui could not build @globalhire/ui (see above); no figures.');
    process.exit(code);
  }
  console.log(`\nbuilt @globalhire/ui in ${seconds.toFixed(1)} s\n`);
}

const names = (await exportNames()).filter(isComponentName).sort();
const [everything, ...costs] = await importCosts([names, ...names.map((name) => [name])]);
const rows = names.map((name, index) => ({ name, ...costs[index] }));

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
console.log(
  'Import cost of each component (minified, tree-shaken; react, react-dom, @radix-ui/* external)',
);
console.log(`${pad('component', 22)}${padLeft('min', 12)}${padLeft('gzip', 12)}  target`);
for (const row of rows) {
  const target = targets[row.name];
  const mark =
    target === undefined ? '' : `${row.gzip <= target ? 'pass' : 'OVER'} (≤ ${kb(target)} gz)`;
  console.log(
    `${pad(row.name, 22)}${padLeft(kb(row.min), 12)}${padLeft(kb(row.gzip), 12)}  ${mark}`,
  );
}
console.log(
  `${pad('(all components)', 22)}${padLeft(kb(everything.min), 12)}${padLeft(kb(everything.gzip), 12)}`,
);

const css = readFileSync(join(dist, 'index.css'));
const cssGzip = gzipSize(css);
console.log(
  `\nCSS dist/index.css: ${kb(css.length)} raw, ${kb(cssGzip)} gzip  ${cssGzip <= cssTarget ? 'pass' : 'OVER'} (≤ ${kb(cssTarget)} gz)`,
);
const tarball = tarballSize();
console.log(
  `Tarball (pnpm pack): ${kb(tarball.packed)}, ${kb(tarball.unpacked)} unpacked, ${tarball.files} files`,
);
for (const [name, target] of Object.entries(targets)) {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row)
    console.log(`${name}: not exported yet, so its target (≤ ${kb(target)} gz) cannot be measured`);
}
