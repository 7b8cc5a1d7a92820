// Runs one Vitest invocation with the JSON reporter next to the default one, and reads the
// counts back. A test file that fails to load counts as a failure too, so a broken file can
// never pass as "0 tests".
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run } from './run.mjs';

export function countVitestReport(report) {
  const loadFailures = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + loadFailures.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: loadFailures.map((file) => `could not run ${file.name}: ${file.message.split('\n')[0]}`),
  };
}

/** `args` are Vitest CLI arguments after `run`, e.g. ['--project', 'storybook']. */
export async function runVitestSuite(name, args, { env, timeoutSeconds, logFile, yieldCpu } = {}) {
  const outputFile = join(mkdtempSync(join(tmpdir(), 'globalhire-vitest-')), 'report.json');
  const { code, seconds } = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { env, timeoutSeconds, logFile, yieldCpu },
  );
  if (!existsSync(outputFile)) {
    return {
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      notes: [`vitest exited with ${code} and wrote no report`],
    };
  }
  const counts = countVitestReport(JSON.parse(readFileSync(outputFile, 'utf8')));
  // Errors outside any test (unhandled rejections, a crashed browser) fail the run without a failed test.
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push(`vitest exited with ${code} (errors outside the tests, see above)`);
  }
  if (counts.passed + counts.failed === 0) {
    counts.failed = 1;
    counts.notes.push('no test ran');
  }
  return { name, seconds, ...counts };
}
