/** The load figure's printout: closed loop side by side, each engine's open-loop steps, the users. */
import { cpus } from 'node:os';
import type { RunResult } from './load-closed.js';
import { percentile, type RequestKind } from './load-mix.js';
import { meetsTarget, OPEN_TARGET, sustainedRate, type OpenStep } from './load-open.js';
import { loadSettings as s, type LoadResult } from './load.js';

const ms = (n: number) => `${n.toFixed(1)} ms`;
const KINDS: RequestKind[] = ['search', 'search page 2', 'job page', 'save', 'unsave'];

function printClosed(pglite: LoadResult | null, postgres: LoadResult | null): void {
  const closed = (r: LoadResult | null) => r?.closed ?? null;
  const rows: [string, (r: RunResult, all: LoadResult) => string][] = [
    ['requests', (r) => String(r.recorder.samples.length)],
    ['throughput', (r) => `${(r.recorder.samples.length / r.seconds).toFixed(0)} req/s`],
    ['p50', (r) => ms(percentile(r.recorder.sorted(), 0.5))],
    ['p95', (r) => ms(percentile(r.recorder.sorted(), 0.95))],
    ['p99', (r) => ms(percentile(r.recorder.sorted(), 0.99))],
    ['errors', (r) => String(r.recorder.errors)],
    ['server peak RSS', (_, all) => `${all.serverPeakRssMb.toFixed(0)} MB`],
    [
      'PostgreSQL RSS',
      (_, all) =>
        all.databaseRssMb === null ? '(in server)' : `${all.databaseRssMb.toFixed(0)} MB`,
    ],
    ['load average', (_, all) => `${all.loadAverage.toFixed(1)} (${cpus().length} CPUs)`],
  ];
  console.log(
    `\nclosed loop: ${s.clients} clients, each sending its next request on the last answer, ${s.closedSeconds} s`,
  );
  console.log(`  ${''.padEnd(18)}${'PGlite'.padEnd(18)}PostgreSQL 15`);
  const cell = (r: LoadResult | null, value: (typeof rows)[number][1]) => {
    const c = closed(r);
    return r && c ? value(c, r) : 'skipped';
  };
  for (const [label, value] of rows) {
    console.log(`  ${label.padEnd(18)}${cell(pglite, value).padEnd(18)}${cell(postgres, value)}`);
  }
}

function printOpen(name: string, steps: OpenStep[]): void {
  if (steps.length === 0) return;
  console.log(`  ${name}`);
  console.log('    offered    achieved   p50        p95        p99        errors');
  for (const step of steps) {
    const sorted = step.recorder.sorted();
    console.log(
      `    ${`${step.rate}/s`.padEnd(11)}${`${step.achieved.toFixed(0)}/s`.padEnd(11)}` +
        `${ms(percentile(sorted, 0.5)).padEnd(11)}${ms(percentile(sorted, 0.95)).padEnd(11)}` +
        `${ms(percentile(sorted, 0.99)).padEnd(11)}${String(step.recorder.errors).padEnd(7)}` +
        (meetsTarget(step) ? 'met' : ''),
    );
  }
  const first = steps[0] as OpenStep;
  const perKind = KINDS.map((k) => [k, percentile(first.recorder.sorted(k), 0.5)] as const)
    .filter(([, p50]) => !Number.isNaN(p50))
    .map(([k, p50]) => `${k} ${ms(p50)}`);
  console.log(`    p50 by request at ${first.rate}/s: ${perKind.join(', ')}`);
  const errorStep = steps.find((st) => st.recorder.firstError);
  if (errorStep) console.log(`    first error: ${errorStep.recorder.firstError}`);
}

function printUsers(users: RunResult): void {
  const sorted = users.recorder.sorted();
  console.log(
    `\nusers on PostgreSQL 15: ${s.users} users, each pausing an exponential think time of mean ` +
      `${s.thinkSeconds} s after each answer, ${s.usersSeconds} s (${s.sessions} shared sessions)`,
  );
  console.log(
    `  ${sorted.length} requests, ${(sorted.length / users.seconds).toFixed(0)} req/s; ` +
      `p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, ` +
      `p99 ${ms(percentile(sorted, 0.99))}; ${users.recorder.errors} errors` +
      (users.recorder.firstError ? ` (first: ${users.recorder.firstError})` : ''),
  );
  console.log('  target: p95 ≤ 150 ms, 0 errors');
}

/** Every run of both engines. */
export function printLoad(
  pglite: LoadResult | null,
  postgres: LoadResult | null,
  jobs: number,
): void {
  console.log(
    `\nload on ${jobs} generated jobs; requests as the site sends them (@globalhire/data): of user` +
      '\nactions, 60% job searches (search_jobs: keyword + country; a third of those with more' +
      '\nthan one page then page 2), 15% job pages (getJob), 25% save a job then unsave it',
  );
  if (s.closedSeconds > 0) printClosed(pglite, postgres);
  for (const [name, r] of [
    ['PGlite', pglite],
    ['PostgreSQL 15', postgres],
  ] as const) {
    if (r?.closed?.recorder.firstError)
      console.log(`  first error on ${name}: ${r.closed.recorder.firstError}`);
  }
  if (s.openStepSeconds > 0) {
    console.log(
      `\nopen loop: Poisson arrivals at the offered rate, ${s.openStepSeconds} s a step over ` +
        `${s.clients} clients; latency from each scheduled time ("met": p95 ≤ ${OPEN_TARGET.p95Ms} ms, 0 errors)`,
    );
    printOpen('PGlite', pglite?.open ?? []);
    printOpen('PostgreSQL 15', postgres?.open ?? []);
    const sustained = (r: LoadResult | null) => {
      if (!r || r.open.length === 0) return 'skipped';
      const rate = sustainedRate(r.open);
      return rate === null ? 'none of the rates' : `${rate} req/s`;
    };
    console.log(
      `  highest rate with p95 ≤ ${OPEN_TARGET.p95Ms} ms and 0 errors: PGlite ${sustained(pglite)}, ` +
        `PostgreSQL 15 ${sustained(postgres)}`,
    );
    console.log('  targets: PostgreSQL 15 ≥ 300 req/s, and at least PGlite’s rate');
  }
  if (postgres?.users) printUsers(postgres.users);
  if (!postgres) console.log('\nPostgreSQL 15: skipped or not installed');
}
