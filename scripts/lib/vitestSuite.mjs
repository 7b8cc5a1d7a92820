// Runs one Vitest invocation with the JSON reporter next to the default one, and reads the
// counts back. A test file that fails to load counts as a failure too, so a broken file can
// never pass as "0 tests".
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { bin, repoRoot, run } from './run.mjs';

const loadFailed = (file) =>
  file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');

export function countVitestReport(report) {
  const loadFailures = report.testResults.filter(loadFailed);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + loadFailures.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: loadFailures.map((file) => `could not run ${file.name}: ${file.message.split('\n')[0]}`),
  };
}

/**
 * The report's counts per workspace folder (`packages/data`, `apps/site`, `supabase`, …), for a
 * run that holds several packages' projects; `label` names a folder in the results.
 */
export function countByFolder(report, label = (folder) => folder) {
  const folders = new Map();
  for (const file of report.testResults) {
    const parts = relative(repoRoot, file.name).split(sep);
    const folder = ['packages', 'apps'].includes(parts[0]) ? parts.slice(0, 2).join('/') : parts[0];
    const counts = folders.get(folder) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const { status } of file.assertionResults) {
      if (status === 'passed') counts.passed += 1;
      else if (status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    if (loadFailed(file)) counts.failed += 1;
    folders.set(folder, counts);
  }
  return [...folders]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, counts]) => ({ name: label(folder), ...counts }));
}

/**
 * `args` are Vitest CLI arguments after `run`, e.g. ['-c', 'vitest.node.config.ts']. With
 * `byFolder`, the result lists each workspace folder's counts as its parts.
 */
export async function runVitestSuite(
  name,
  args,
  { env, timeoutSeconds, logFile, byFolder, ownSession } = {},
) {
  const outputFile = join(mkdtempSync(join(tmpdir(), 'globalhire-vitest-')), 'report.json');
  const { code, seconds, cpuSeconds } = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { env, timeoutSeconds, logFile, ownSession },
  );
  if (!existsSync(outputFile)) {
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      cpuSeconds,
      notes: [`vitest exited with ${code} and wrote no report`],
    };
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const counts = countVitestReport(report);
  // Errors outside any test (unhandled rejections, a crashed browser) fail the run without a failed test.
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`vitest exited with ${code} (errors outside the tests, see above)`);
  }
  if (counts.passed + counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push('no test ran');
  }
  const parts = byFolder ? countByFolder(report, byFolder) : undefined;
  return { name, seconds, cpuSeconds, ...counts, ...(parts ? { parts } : {}) };
}
