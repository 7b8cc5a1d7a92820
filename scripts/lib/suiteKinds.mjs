// How `pnpm test` runs each kind of suite and reads its counts back: a command that passes or
// fails as one test, a script that reports `{ passed, failed }`, and Playwright with its JSON
// report. Vitest suites: vitestSuite.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

/** A result for a suite that could not report counts of its own. */
const noReport = (name, { code, seconds, cpuSeconds }) => ({
  name,
  passed: 0,
  failed: 1,
  skipped: 0,
  seconds,
  cpuSeconds,
  notes: [`exited with ${code}, no report`],
});

/** A command whose exit code is its one test's result (lint, typecheck). */
export async function commandSuite(name, command, args, options) {
  const { code, seconds, cpuSeconds } = await run(command, args, options);
  return {
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds,
    cpuSeconds,
    notes: [],
  };
}

/** A check whose script writes `{ passed, failed }` to GLOBALHIRE_REPORT_FILE. */
export async function reportingSuite(name, script, { scratch, ...options }) {
  const reportFile = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  const ran = await run('node', [script], {
    ...options,
    env: { GLOBALHIRE_REPORT_FILE: reportFile },
  });
  const { code, seconds, cpuSeconds } = ran;
  if (!existsSync(reportFile)) return noReport(name, ran);
  const { passed, failed } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const exitMismatch = code !== 0 && failed === 0;
  return {
    name,
    passed,
    failed: exitMismatch ? 1 : failed,
    skipped: 0,
    seconds,
    cpuSeconds,
    notes: exitMismatch ? [`exited with ${code}`] : [],
  };
}

/** Playwright with its list reporter for the log and its JSON report for the counts. */
export async function playwrightSuite(name, config, { scratch, ...options }) {
  const reportFile = join(scratch, `${name.replace(/\W+/g, '-')}.json`);
  const ran = await run(bin('playwright'), ['test', '-c', config, '--reporter=list,json'], {
    ...options,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  });
  const { code, seconds, cpuSeconds } = ran;
  if (!existsSync(reportFile)) return noReport(name, ran);
  const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
    seconds,
    cpuSeconds,
    notes: stats.flaky ? [`${stats.flaky} flaky`] : [],
  };
}
