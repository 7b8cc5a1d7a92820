/**
 * `pnpm bench:restore`: what a test server's database costs to start, in CPU. Restores the test
 * dump (migrated and seeded, built once per day and SQL, as the test suites use it) into a new
 * in-memory PGlite, with supabase-local's in-memory settings and with PGlite's defaults, in
 * turns; prints the median core-milliseconds of each and their ratio. Never fails on them.
 * BENCH_RESTORES sets the restores per variant (default 8).
 */
import { PGlite } from '@electric-sql/pglite';
import { readFileSync, statSync } from 'node:fs';
import { inMemoryPGliteOptions, platformExtensions } from '../src/db/open.js';
import { buildTestDump } from '../test/helpers/dump.js';

const RESTORES = Number(process.env.BENCH_RESTORES ?? 8);

const coreMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dump = await buildTestDump();
const tarball = readFileSync(dump);
const variants = {
  'in-memory settings': { startParams: inMemoryPGliteOptions.startParams },
  'PGlite defaults': {},
};
const spent: Record<string, number[]> = {};

async function restore(options: object): Promise<number> {
  const before = coreMs();
  const db = await PGlite.create({
    loadDataDir: new Blob([tarball]),
    extensions: platformExtensions,
    ...options,
  });
  await db.query('select count(*) from public.jobs');
  const cost = coreMs() - before;
  await db.close();
  return cost;
}

// One unmeasured restore first: it loads and compiles PGlite's WebAssembly for both variants.
await restore({});
for (let round = 0; round < RESTORES; round++) {
  for (const [name, options] of Object.entries(variants)) {
    (spent[name] ??= []).push(await restore(options));
  }
}

console.log(`test dump: ${dump} (${(statSync(dump).size / 1e6).toFixed(1)} MB gzipped)`);
console.log(`restores per variant: ${RESTORES}, this process's CPU (core-ms), median:`);
for (const [name, values] of Object.entries(spent)) {
  console.log(`  ${name.padEnd(20)} ${median(values).toFixed(0).padStart(6)} core-ms`);
}
const ratio = median(spent['PGlite defaults']!) / median(spent['in-memory settings']!);
console.log(`  PGlite defaults / in-memory settings: ${ratio.toFixed(2)}×`);
