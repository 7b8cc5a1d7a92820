#!/usr/bin/env node
// `pnpm test` (and CI): every suite, each one's result, and one closing line `N passed, N failed`
// summed over all of them. Exits non-zero when anything failed. Lint and typecheck count as one
// test each; a suite that cannot run counts as a failure. Each suite's output is printed whole
// when it ends, so suites that run side by side never interleave.
//
// How the suites share the cores. Each suite bounds its own parallelism with its tool's own
// setting: the Node suites are one Vitest process whose workers (`maxWorkers`, one fewer than
// the cores) take every package's files in turn (vitest.node.config.ts), the stories suite's
// shards run side by side, one browser page each (.storybook/visual/storyShards.ts), the
// end-to-end tests run on Playwright's one worker against one backend, TypeScript checks two
// projects at a time. Most suites keep a core busy only part of the time (a browser waiting for
// a frame, a server answering one test at a time), so three run side by side
// (GLOBALHIRE_TEST_SLOTS, default 3; 1 runs them one after another), longest first: the three
// longest start at once, and the other suites take the lanes as they free up. The stories suite,
// which needs the most CPU, runs in a session of its own and the others in the runner's: Linux
// shares the CPU between sessions before it shares it between their processes, so the stories
// suite keeps a core however many suites run beside it, and they share the other. No suite runs
// at a lower priority than another.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { assertChromium, repoRoot, workspaceDirs } from './lib/run.mjs';
import { commandSuite, playwrightSuite, reportingSuite } from './lib/suiteKinds.mjs';
import { runVitestSuite } from './lib/vitestSuite.mjs';

// Each suite's time limit only guards against a hang (CI's own limit is 90 minutes).
const minutes = 60;
const results = [];
const scratch = mkdtempSync(join(tmpdir(), 'globalhire-test-'));

function heading(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

const postgres15 = 'supabase on PostgreSQL 15';
/**
 * The projects of the Node suites (vitest.node.config.ts), each named after its folder: every
 * package and app with a Vitest config but the component tests (`ui`, in Chromium), this test
 * runner's own checks, and the database suite on PostgreSQL 15. `pnpm test data site` runs
 * only those projects.
 */
const nodeProjects = [
  ...workspaceDirs()
    .filter((dir) => existsSync(join(repoRoot, dir, 'vitest.config.ts')))
    .map((dir) => basename(dir))
    .filter((name) => name !== 'ui'),
  'scripts',
  postgres15,
];
const folderLabel = (folder) => (folder === 'supabase' ? postgres15 : basename(folder));

const suites = {
  // ESLint, then the check that no file says how the code was written (scripts/lint-history-words.mjs).
  lint: (options) => commandSuite('lint', 'pnpm', ['run', 'lint'], options),
  typecheck: (options) => commandSuite('typecheck', 'pnpm', ['run', 'typecheck'], options),
  node: (options, projects = []) =>
    runVitestSuite(
      'node',
      ['-c', 'vitest.node.config.ts', ...projects.flatMap((name) => ['--project', name])],
      { ...options, byFolder: folderLabel },
    ),
  ui: (options) => runVitestSuite('ui', ['-c', 'packages/ui/vitest.config.ts'], options),
  // The database suite on PGlite: the node suite runs it on PostgreSQL 15, so this only when named.
  supabase: (options) => runVitestSuite('supabase', ['-c', 'supabase/vitest.config.ts'], options),
  // Every story once as its test (play function, then axe) and as a picture compared with its
  // baseline, plus its other viewports' pictures and the dark-theme contrast check.
  stories: (options) =>
    runVitestSuite('stories', ['-c', '.storybook/visual/vitest.config.ts'], options),
  'consumer smoke': (options) =>
    reportingSuite('consumer smoke', join(repoRoot, 'scripts/consumer-smoke.mjs'), options),
  'storybook build': (options) =>
    reportingSuite(
      'storybook build',
      join(repoRoot, 'scripts/storybook-static-smoke.mjs'),
      options,
    ),
  e2e: (options) => playwrightSuite('e2e', 'e2e/playwright.config.ts', options),
};

/** Suites a whole run leaves out; `pnpm test supabase` runs them. */
const onlyWhenNamed = new Set(['supabase']);
const browserSuites = new Set(['ui', 'stories', 'consumer smoke', 'storybook build', 'e2e']);
/** Alone on a 2-core machine, in seconds: the order the lanes take them in, longest first. */
const expectedSeconds = {
  stories: 600,
  e2e: 440,
  node: 240,
  supabase: 65,
  lint: 35,
  'storybook build': 31,
  ui: 24,
  typecheck: 15,
  'consumer smoke': 14,
};
const timeoutMinutes = { stories: 45, e2e: 30, node: 20, supabase: 15 };

async function runSuite(name, projects) {
  const logFile = join(scratch, `${name.replace(/\W+/g, '-')}.log`);
  const timeoutSeconds = (timeoutMinutes[name] ?? 10) * minutes;
  console.log(`▶ ${name}`);
  let result;
  try {
    if (browserSuites.has(name)) assertChromium();
    result = await suites[name](
      { logFile, timeoutSeconds, scratch, ownSession: name === 'stories' },
      projects,
    );
  } catch (error) {
    result = { name, passed: 0, failed: 1, skipped: 0, seconds: 0, notes: [error.message] };
  }
  heading(name);
  if (existsSync(logFile)) process.stdout.write(readFileSync(logFile));
  for (const note of result.notes) console.log(note);
  results.push(result);
}

const started = Date.now();
const slots = Math.max(1, Number.parseInt(process.env.GLOBALHIRE_TEST_SLOTS ?? '3', 10) || 1);
// `pnpm test data e2e` runs only what is named: suites, or projects of the Node suites.
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in suites) && !nodeProjects.includes(name));
if (unknown.length > 0) {
  console.error(
    `No suite named ${unknown.join(', ')}: ${[...Object.keys(suites), ...nodeProjects].join(', ')}`,
  );
  process.exit(2);
}
const namedProjects = named.filter((name) => nodeProjects.includes(name) && !(name in suites));
const queue = Object.keys(suites)
  .filter((name) =>
    named.length === 0
      ? !onlyWhenNamed.has(name)
      : named.includes(name) || (name === 'node' && namedProjects.length > 0),
  )
  .sort((a, b) => (expectedSeconds[b] ?? 60) - (expectedSeconds[a] ?? 60));
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await runSuite(next, next === 'node' && !named.includes('node') ? namedProjects : []);
  }),
);
const order = Object.keys(suites);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));

heading('results');
const counts = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
for (const result of results) {
  const { name, failed, seconds, cpuSeconds, notes, parts = [] } = result;
  // The suite's own CPU time (its processes', whatever else the machine runs): its cost.
  const cost =
    typeof cpuSeconds === 'number' ? `  ${cpuSeconds.toFixed(0).padStart(5)} core-s` : '';
  console.log(
    `${failed === 0 ? 'ok  ' : 'FAIL'} ${name.padEnd(26)} ${counts(result).padEnd(34)} ${seconds.toFixed(1).padStart(7)} s${cost}`,
  );
  for (const part of parts) console.log(`       ${part.name.padEnd(26)} ${counts(part)}`);
  for (const note of notes) console.log(`       ${note}`);
}
console.log(`     ${'total'.padEnd(26)} ${((Date.now() - started) / 1000).toFixed(1)} s`);

const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
