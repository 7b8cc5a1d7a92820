#!/usr/bin/env node
// `pnpm typecheck`: every project of the workspace checked by TypeScript 7, the native compiler
// (about a third of TypeScript 5.9's time and CPU here). ESLint's type-aware rules, tsup's
// declaration build and editors keep TypeScript 5.9, whose JavaScript API they need; both read
// the same tsconfig files. Arguments narrow the run to those projects: `pnpm typecheck apps/site`.
//
// Each project is checked on one thread (`--singleThreaded`), two projects at a time: TypeScript
// 7's parallel checkers each redo part of the work, so one project checked in parallel costs
// about 1.7 times the CPU for the same wall time, and CI runs this beside another suite on two
// cores. Each project's output is printed whole.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
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
const logs = mkdtempSync(join(tmpdir(), 'globalhire-typecheck-'));

const queue = [...(chosen.length > 0 ? chosen : projects)];
let failed = 0;
async function checkNext() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const logFile = join(logs, `${project === '.' ? 'root' : project.replace(/\W+/g, '-')}.log`);
    const { code, seconds } = await run(
      'node',
      [tsc, '-p', join(project, 'tsconfig.json'), '--singleThreaded'],
      { logFile },
    );
    if (existsSync(logFile)) process.stdout.write(readFileSync(logFile));
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds.toFixed(1)} s)`);
    if (code !== 0) failed += 1;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, checkNext));
rmSync(logs, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
