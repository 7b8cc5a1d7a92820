#!/usr/bin/env node
// `pnpm test` (and CI): every suite, each one's result, and one closing line `N passed, N failed`
// summed over all of them. Exits non-zero when anything failed. Lint and typecheck count as one
// test each; a suite that cannot run counts as a failure.
//
// Three suites run at a time (GLOBALHIRE_TEST_SLOTS, default 3; 1 runs them one after another),
// the longest first: most suites keep a core busy only part of the time (a browser waiting for a
// frame, a server answering one test at a time), so three side by side keep two cores busy. The
// longest suite sets the run's length, so the others run under `nice` and give way to it. Each
// suite's output is printed whole when it ends, so they never interleave.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { assertChromium, bin, repoRoot, run, workspaceDirs } from './lib/run.mjs';
import { runVitestSuite } from './lib/vitestSuite.mjs';

// Each suite's time limit only guards against a hang: on a slow 2-core machine, beside another
// suite, the stories suite has taken 20 minutes (CI's own limit is 90).
const minutes = 60;
const results = [];
const scratch = mkdtempSync(join(tmpdir(), 'globalhire-test-'));

function heading(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

async function commandSuite(name, command, args, timeoutSeconds, options) {
  const { code, seconds } = await run(command, args, { timeoutSeconds, ...options });
  return {
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds,
    notes: [],
  };
}

/** Checks whose script writes `{ passed, failed }` to GLOBALHIRE_REPORT_FILE. */
async function reportingSuite(name, script, timeoutSeconds, options) {
  const reportFile = join(scratch, `${name}.json`);
  const { code, seconds } = await run('node', [script], {
    env: { GLOBALHIRE_REPORT_FILE: reportFile },
    timeoutSeconds,
    ...options,
  });
  if (!existsSync(reportFile))
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      notes: [`exited with ${code}, no report`],
    };
  const { passed, failed } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const exitMismatch = code !== 0 && failed === 0;
  return {
    name,
    passed,
    failed: exitMismatch ? 1 : failed,
    skipped: 0,
    seconds,
    notes: exitMismatch ? [`exited with ${code}`] : [],
  };
}

async function playwrightSuite(name, config, options) {
  const reportFile = join(scratch, `${name}.json`);
  const { code, seconds } = await run(
    bin('playwright'),
    ['test', '-c', config, '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      timeoutSeconds: 30 * minutes,
      ...options,
    },
  );
  if (!existsSync(reportFile))
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      notes: [`exited with ${code}, no report`],
    };
  const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
    seconds,
    notes: stats.flaky ? [`${stats.flaky} flaky`] : [],
  };
}

/** Each package owns its Vitest config; a new package's tests are picked up by existing. */
const configIn = (dir) =>
  existsSync(join(repoRoot, dir, 'vitest.config.ts')) ? [`${dir}/vitest.config.ts`] : [];
const packageConfigs = [...workspaceDirs(), 'supabase'].flatMap(configIn);

const suites = [
  [
    // ESLint, then the check that no file says how the code was written (scripts/lint-history-words.mjs).
    'lint',
    (options) => commandSuite('lint', 'pnpm', ['run', 'lint'], 10 * minutes, options),
  ],
  [
    'typecheck',
    (options) => commandSuite('typecheck', 'pnpm', ['run', 'typecheck'], 10 * minutes, options),
  ],
  ...packageConfigs.map((config) => {
    const name = basename(dirname(config));
    return [
      name,
      (options) =>
        runVitestSuite(name, ['-c', config], { timeoutSeconds: 15 * minutes, ...options }),
    ];
  }),
  [
    // The database tests (every role against every table and column) run on Debian's PostgreSQL
    // 15, a throwaway cluster they start and stop: a real PostgreSQL server, the one the test
    // machines install. The same migrations and policies run on PGlite in the data,
    // supabase-local and e2e suites, so the whole matrix again on PGlite (`supabase`) runs only
    // when named.
    'supabase on PostgreSQL 15',
    (options) =>
      runVitestSuite('supabase on PostgreSQL 15', ['-c', 'supabase/vitest.config.ts'], {
        env: { SUPABASE_LOCAL_TEST_DATABASE: 'postgres15' },
        timeoutSeconds: 15 * minutes,
        ...options,
      }),
  ],
  [
    // Every story once as its test (play function, then axe) and as a picture compared with its
    // baseline, plus its other viewports' pictures and the dark-theme contrast check: one render
    // gives both, where the story tests and the screenshots used to render each story apart.
    'stories',
    (options) =>
      runVitestSuite('stories', ['-c', '.storybook/visual/vitest.config.ts'], {
        timeoutSeconds: 45 * minutes,
        ...options,
      }),
  ],
  [
    'consumer smoke',
    (options) =>
      reportingSuite(
        'consumer smoke',
        join(repoRoot, 'scripts/consumer-smoke.mjs'),
        10 * minutes,
        options,
      ),
  ],
  [
    'storybook build',
    (options) =>
      reportingSuite(
        'storybook build',
        join(repoRoot, 'scripts/storybook-static-smoke.mjs'),
        10 * minutes,
        options,
      ),
  ],
];
// End-to-end tests join once e2e/ has a Playwright config; until then the summary says so.
const e2eConfig = ['e2e/playwright.config.ts', 'e2e/playwright.config.js'].find((path) =>
  existsSync(join(repoRoot, path)),
);
if (e2eConfig) suites.push(['e2e', (options) => playwrightSuite('e2e', e2eConfig, options)]);

/** Suites a whole run leaves out; `pnpm test supabase` runs them. */
const onlyWhenNamed = new Set(['supabase']);
const browserSuites = new Set(['ui', 'stories', 'consumer smoke', 'storybook build', 'e2e']);
/** Longest first (seconds alone on a 2-core machine), so the last suites to start are short. */
const expectedSeconds = {
  stories: 570,
  e2e: 350,
  'supabase-local': 86,
  data: 72,
  supabase: 65,
  'supabase on PostgreSQL 15': 50,
  'storybook build': 42,
  ui: 30,
  lint: 28,
  typecheck: 24,
  'consumer smoke': 23,
  site: 19,
};

/** Core-seconds the machine spent busy so far (Linux); null where /proc/stat is missing. */
function busyCoreSeconds() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal, in hundredths of a second
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

async function runSuite([name, runIt], { yieldCpu }) {
  const busyBefore = busyCoreSeconds();
  const logFile = join(scratch, `${name.replace(/\W+/g, '-')}.log`);
  console.log(`▶ ${name}`);
  let result;
  try {
    if (browserSuites.has(name)) assertChromium();
    result = await runIt({ logFile, yieldCpu });
  } catch (error) {
    result = { name, passed: 0, failed: 1, skipped: 0, seconds: 0, notes: [error.message] };
  }
  const busyAfter = busyCoreSeconds();
  if (busyBefore !== null && busyAfter !== null) result.busy = busyAfter - busyBefore;
  heading(name);
  if (existsSync(logFile)) process.stdout.write(readFileSync(logFile));
  for (const note of result.notes) console.log(note);
  results.push(result);
}

const started = Date.now();
const slots = Math.max(1, Number.parseInt(process.env.GLOBALHIRE_TEST_SLOTS ?? '3', 10) || 1);
// `pnpm test data e2e` runs only the suites named (the whole run by default).
const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some(([suite]) => suite === name));
if (unknown.length > 0) {
  console.error(`No suite named ${unknown.join(', ')}: ${suites.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const queue = suites
  .filter(([name]) => (only.length === 0 ? !onlyWhenNamed.has(name) : only.includes(name)))
  .sort(([a], [b]) => (expectedSeconds[b] ?? 60) - (expectedSeconds[a] ?? 60));
// Side by side, the longest suite ends last unless it gets a core whenever it wants one.
const [longest] = queue[0] ?? [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await runSuite(next, { yieldCpu: slots > 1 && next[0] !== longest });
  }),
);
const order = suites.map(([name]) => name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

heading('results');
for (const { name, passed, failed, skipped, seconds, busy, notes } of results) {
  const mark = failed === 0 ? 'ok  ' : 'FAIL';
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  // One suite at a time, the machine's busy time is the suite's own: its cost in CPU.
  const cost = slots === 1 && busy !== undefined ? `  ${busy.toFixed(0).padStart(5)} core-s` : '';
  console.log(
    `${mark} ${name.padEnd(26)} ${counts.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s${cost}`,
  );
  for (const note of notes) console.log(`       ${note}`);
}
if (!e2eConfig)
  console.log(`     ${'e2e'.padEnd(26)} not run: e2e/ has no playwright.config.ts yet`);
console.log(`     ${'total'.padEnd(26)} ${((Date.now() - started) / 1000).toFixed(1)} s`);

const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
