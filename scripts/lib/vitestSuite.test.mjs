import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './run.mjs';
import { countByFolder, countVitestReport } from './vitestSuite.mjs';

const file = (path, statuses, message = '') => ({
  name: join(repoRoot, path),
  status: statuses.includes('failed') || statuses.length === 0 ? 'failed' : 'passed',
  message,
  assertionResults: statuses.map((status) => ({ status })),
});

// One run of several packages' projects: data's file passes, a database test fails, and one of
// the site's files does not load at all.
const report = {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    file('packages/data/test/jobs.test.ts', ['passed', 'passed', 'skipped']),
    file('supabase/tests/rls.test.ts', ['passed', 'failed']),
    file('apps/site/src/broken.test.ts', [], 'SyntaxError: Unexpected token\n  at line 3'),
  ],
};

describe("a Vitest run's counts", () => {
  it('count a file that could not load as a failure, naming it', () => {
    const counts = countVitestReport(report);
    expect(counts).toMatchObject({ passed: 3, failed: 2, skipped: 1 });
    expect(counts.notes).toEqual([
      `could not run ${join(repoRoot, 'apps/site/src/broken.test.ts')}: SyntaxError: Unexpected token`,
    ]);
  });

  it("give each package's share, named as the results list it", () => {
    const label = (folder) => (folder === 'supabase' ? 'database' : folder.split('/')[1]);
    expect(countByFolder(report, label)).toEqual([
      { name: 'site', passed: 0, failed: 1, skipped: 0 },
      { name: 'data', passed: 2, failed: 0, skipped: 1 },
      { name: 'database', passed: 1, failed: 1, skipped: 0 },
    ]);
  });
});
