#!/usr/bin/env node
// `pnpm test` (and CI): every suite in order, each one's result, and one closing line
// `N passed, N failed` summed over all of them. Exits non-zero when anything failed.
// Lint and typecheck count as one test each; a suite that cannot run counts as a failure.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { assertChromium, bin, repoRoot, run } from './lib/run.mjs';
import { runVitestSuite } from './lib/vitestSuite.mjs';

const minutes = 60;
const results = [];
const scratch = mkdtempSync(join(tmpdir(), 'globalhire-test-'));

function heading(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

async function commandSuite(name, command, args, timeoutSeconds) {
  const { code, seconds } = await run(command, args, { timeoutSeconds });
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
async function reportingSuite(name, script, timeoutSeconds) {
  const reportFile = join(scratch, `${name}.json`);
  const { code, seconds } = await run('node', [script], {
    env: { GLOBALHIRE_REPORT_FILE: reportFile },
    timeoutSeconds,
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

async function playwrightSuite(name, config) {
  const reportFile = join(scratch, `${name}.json`);
  const { code, seconds } = await run(
    bin('playwright'),
    ['test', '-c', config, '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      timeoutSeconds: 20 * minutes,
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
const subdirs = (parent) =>
  readdirSync(join(repoRoot, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .sort();
const packageConfigs = [...subdirs('packages'), ...subdirs('apps'), 'supabase'].flatMap(configIn);

const suites = [
  ['lint', () => commandSuite('lint', bin('eslint'), ['.'], 10 * minutes)],
  ['typecheck', () => commandSuite('typecheck', 'pnpm', ['run', 'typecheck'], 10 * minutes)],
  ...packageConfigs.map((config) => {
    const name = basename(dirname(config));
    return [name, () => runVitestSuite(name, ['-c', config], { timeoutSeconds: 15 * minutes })];
  }),
  [
    'storybook',
    () => runVitestSuite('storybook', ['--project', 'storybook'], { timeoutSeconds: 20 * minutes }),
  ],
  [
    'visual',
    () =>
      runVitestSuite('visual', ['-c', '.storybook/visual/vitest.config.ts'], {
        timeoutSeconds: 20 * minutes,
      }),
  ],
  [
    'consumer smoke',
    () =>
      reportingSuite('consumer smoke', join(repoRoot, 'scripts/consumer-smoke.mjs'), 10 * minutes),
  ],
];
// End-to-end tests join once e2e/ has a Playwright config; until then the summary says so.
const e2eConfig = ['e2e/playwright.config.ts', 'e2e/playwright.config.js'].find((path) =>
  existsSync(join(repoRoot, path)),
);
if (e2eConfig) suites.push(['e2e', () => playwrightSuite('e2e', e2eConfig)]);

const browserSuites = new Set(['storybook', 'visual', 'consumer smoke', 'e2e']);
const started = Date.now();
for (const [name, runSuite] of suites) {
  heading(name);
  try {
    if (browserSuites.has(name)) assertChromium();
    results.push(await runSuite());
  } catch (error) {
    console.error(error.message);
    results.push({ name, passed: 0, failed: 1, skipped: 0, seconds: 0, notes: [error.message] });
  }
}

heading('results');
for (const { name, passed, failed, skipped, seconds, notes } of results) {
  const mark = failed === 0 ? 'ok  ' : 'FAIL';
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  console.log(
    `${mark} ${name.padEnd(16)} ${counts.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s`,
  );
  for (const note of notes) console.log(`       ${note}`);
}
if (!e2eConfig) console.log('     e2e              not run: e2e/ has no playwright.config.ts yet');
console.log(`     total            ${((Date.now() - started) / 1000).toFixed(1)} s`);

const passed = results.reduce((sum, suite) => sum + suite.passed, 0);
const failed = results.reduce((sum, suite) => sum + suite.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
