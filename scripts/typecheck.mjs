#!/usr/bin/env node
// `pnpm typecheck`: every project of the workspace checked by TypeScript 7, the native compiler
// (about a third of TypeScript 5.9's time and CPU here). ESLint's type-aware rules, tsup's
// declaration build and editors keep TypeScript 5.9, whose JavaScript API they need; both read
// the same tsconfig files. Arguments narrow the run to those projects: `pnpm typecheck apps/site`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, run, workspaceDirs } from './lib/run.mjs';

// Every workspace package with a tsconfig (as `pnpm -r run typecheck` found them), then the root.
const projects = [
  ...workspaceDirs().filter((dir) => existsSync(join(repoRoot, dir, 'tsconfig.json'))),
  '.',
];
const chosen = process.argv.slice(2);
// The root's `tsc` is ambiguous (both versions ship one): TypeScript 7 is called by its path.
const tsc = join(repoRoot, 'node_modules/typescript-7/bin/tsc');

let failed = 0;
for (const project of chosen.length > 0 ? chosen : projects) {
  const { code, seconds } = await run('node', [tsc, '-p', join(project, 'tsconfig.json')]);
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds.toFixed(1)} s)`);
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
