/**
 * The JavaScript byte budgets of the public pages (tooling/src/site/budgets.ts), checked on the build
 * the suite's `pnpm start` has just made: a public page's first load and everything an anonymous
 * visitor's page can load short of the app. Sizes are deterministic, so this needs no browser.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  analyseBundle,
  budgetFailures,
  readSiteBundle,
  type Manifest,
} from '@globalhire/tooling/site/bundle';
import { publicSiteRoutes, siteRoot } from '@globalhire/tooling/site/routes';

test('the public pages keep within their JavaScript budgets', () => {
  test.skip(Boolean(process.env.E2E_DEV), 'pnpm dev serves sources: there is no build to weigh');
  const routes = readSiteBundle(join(siteRoot, 'dist/client'), publicSiteRoutes());
  expect(routes.length).toBeGreaterThan(0);
  expect(budgetFailures(routes)).toEqual([]);
});

test.describe('the budget check', () => {
  // A bootstrap with one enhancement loaded on demand, and the app's start sharing a chunk with it.
  const manifest: Manifest = {
    'src/main.tsx': {
      file: 'assets/main-a1.js',
      src: 'src/main.tsx',
      isEntry: true,
      imports: ['_runtime.js'],
      dynamicImports: ['src/boot/enhanceJobs.ts', 'src/boot/startApp.tsx'],
    },
    '_runtime.js': { file: 'assets/runtime-b2.js' },
    'src/boot/enhanceJobs.ts': {
      file: 'assets/enhanceJobs-c3.js',
      imports: ['_shared.js'],
      dynamicImports: ['src/boot/startApp.tsx'],
    },
    '_shared.js': { file: 'assets/shared-d4.js' },
    'src/boot/startApp.tsx': {
      file: 'assets/startApp-e5.js',
      imports: ['_shared.js', '_react.js'],
      dynamicImports: ['src/pages/jobs/JobsPage.tsx'],
    },
    '_react.js': { file: 'assets/react-f6.js' },
    'src/pages/jobs/JobsPage.tsx': { file: 'assets/JobsPage-g7.js', imports: ['_react.js'] },
  };
  const KB = 1024;
  const sizes: Record<string, number> = {
    'assets/main-a1.js': 12 * KB,
    'assets/runtime-b2.js': 2 * KB,
    'assets/enhanceJobs-c3.js': 30 * KB,
    'assets/shared-d4.js': 10 * KB,
    'assets/startApp-e5.js': 60 * KB,
    'assets/react-f6.js': 150 * KB,
    'assets/JobsPage-g7.js': 20 * KB,
  };
  const routes = [{ path: '/' }, { path: '/jobs', module: 'src/pages/jobs/JobsPage.tsx' }];
  const limits = { firstLoadKb: 20, publicTotalKb: 100 };
  const analyse = (sizeOf: Record<string, number> = sizes) =>
    analyseBundle(manifest, routes, (file) => sizeOf[file] ?? 0);

  test('counts the enhancements and what they share with the app, never the app itself', () => {
    const [home, jobs] = analyse();
    expect(home?.firstLoad.bytes).toBe(14 * KB);
    expect(home?.publicTotal.bytes).toBe(54 * KB);
    expect(home?.publicTotal.files.map(({ file }) => file)).not.toContain('assets/startApp-e5.js');
    expect(home?.withAppBytes).toBe(210 * KB);
    expect(jobs?.withAppBytes).toBe(230 * KB);
    expect(budgetFailures(analyse(), limits)).toEqual([]);
  });

  test('a first load over its budget names the routes and the chunks with their sizes', () => {
    const failures = budgetFailures(analyse({ ...sizes, 'assets/main-a1.js': 22.1 * KB }), limits);
    expect(failures).toEqual([
      `first load of /, /jobs is 24.1 KB, over its 20 KB budget: assets/main-a1.js 22.1 KB, assets/runtime-b2.js 2.0 KB`,
    ]);
  });

  test('an enhancement that grows past the public total is named', () => {
    const failures = budgetFailures(
      analyse({ ...sizes, 'assets/enhanceJobs-c3.js': 80 * KB }),
      limits,
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^public total of \/, \/jobs is 104\.0 KB, over its 100 KB budget: /,
    );
    expect(failures[0]).toContain('assets/enhanceJobs-c3.js 80.0 KB');
  });

  test('a manifest without the app start is refused rather than weighed wrongly', () => {
    const { 'src/boot/startApp.tsx': _start, ...withoutStart } = manifest;
    expect(() => analyseBundle(withoutStart, routes, () => 0)).toThrow(/app's start/);
  });
});
