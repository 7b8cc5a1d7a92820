/**
 * `pnpm bench:site`: the site as a phone user meets it. Runs `pnpm start` (which builds the site
 * when its sources changed) on a fresh data directory, then prints
 *   - sizes: the JavaScript (gzip) of every public route, read from the Vite manifest: the first
 *     load, the public total (with the enhancements) and what starting the app adds;
 *   - lighthouse: Lighthouse 12's mobile scores for a few server-rendered pages;
 *   - interactions: first taps on a throttled phone, timed until the page answers, with the
 *     script bytes each tap fetched (scripts/lib/interactionTable.ts lists them);
 *   - and, in a full run, how long `pnpm start` takes to a served page when it reuses its build.
 * A bench prints figures and never fails on them (`pnpm test` checks the byte budgets); it exits
 * non-zero only when it could not measure.
 *   --only sizes|interactions|lighthouse   one part (sizes builds when needed, starts nothing)
 *   --runs N        runs per Lighthouse page and per interaction, the median is reported (default 3)
 *   --no-lighthouse every part but Lighthouse
 *   --reports DIR   also save each page's full Lighthouse report (JSON) in DIR
 * PORT / SUPABASE_LOCAL_PORT choose the ports (default 5173 / 54321, or free ones when busy).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printInteractions, printLighthouse, printSizes } from './lib/benchSiteReport';
import { budgets } from '@globalhire/tooling/site/budgets';
import { measureFirstInteractions } from './lib/firstInteractions';
import { interactions } from './lib/interactionTable';
import { lighthouseScores, median, type PageScores } from './lib/lighthouseRuns';
import { choosePort } from '@globalhire/tooling/ports';
import { startProduct, type RunningProduct } from './lib/product';
import { buildSiteIfChanged } from '../apps/site/build/buildIfChanged';
import { readSiteBundle } from '@globalhire/tooling/site/bundle';
import { publicSiteRoutes, siteRoot } from '@globalhire/tooling/site/routes';

const lighthousePages = ['/', '/jobs', '/jobs/1', '/faqs'];
const parts = ['sizes', 'lighthouse', 'interactions'] as const;
type Part = (typeof parts)[number];

const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const runs = Math.max(1, Number(argValue('--runs') ?? 3));
const reportsDir = argValue('--reports');
const only = argValue('--only');
if (only !== undefined && !parts.includes(only as Part)) {
  console.error(`--only takes one of ${parts.join(', ')}`);
  process.exit(2);
}
const chosen = new Set<Part>(
  only
    ? [only as Part]
    : parts.filter((part) => part !== 'lighthouse' || !process.argv.includes('--no-lighthouse')),
);
const fullRun = only === undefined;
const repoRoot = join(siteRoot, '../..');

/** The attribute on `<html>` holding the chosen colour scheme, as the theme exports it. */
function colorSchemeAttribute(): string {
  const source = readFileSync(join(repoRoot, 'packages/ui/src/theme/themes.css.ts'), 'utf8');
  const name = /export const colorSchemeAttribute\s*=\s*'([^']+)'/.exec(source)?.[1];
  if (!name)
    throw new Error('colorSchemeAttribute is not exported by packages/ui/src/theme/themes.css.ts');
  return name;
}

/** `pnpm start` again and again on the same data directory, timed to a served /jobs. */
async function warmRestarts(start: () => Promise<RunningProduct>, first: RunningProduct) {
  let product = first;
  const seconds: number[] = [];
  try {
    for (let restart = 0; restart < 3; restart++) {
      await product.stop();
      const startedAt = performance.now();
      product = await start();
      for (;;) {
        const response = await fetch(`${product.siteUrl}/jobs`).catch(() => null);
        if (response?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      seconds.push((performance.now() - startedAt) / 1000);
    }
  } catch (error) {
    await product.stop();
    throw error;
  }
  return { product, seconds };
}

async function main() {
  const routes = publicSiteRoutes();
  const clientDir = join(siteRoot, 'dist/client');
  const needsProduct = chosen.has('lighthouse') || chosen.has('interactions');
  let unmeasured = false;

  if (!needsProduct) {
    if (await buildSiteIfChanged(repoRoot, siteRoot, () => console.log('Building the site…')))
      console.log('Built.');
    printSizes(readSiteBundle(clientDir, routes));
    return 0;
  }

  const sitePort = await choosePort(process.env.PORT, 5173);
  const backendPort = await choosePort(process.env.SUPABASE_LOCAL_PORT, 54321, [sitePort]);
  console.log(
    `Starting the product (pnpm start: build, then serve on ${sitePort}, backend on ${backendPort})…`,
  );
  // One data directory for the first start and the restarts (a warm machine: database and build kept).
  const dataDir = mkdtempSync(join(tmpdir(), 'globalhire-bench-site-'));
  const start = () => startProduct({ sitePort, backendPort, dataDir });
  let product = await start();
  let restartSeconds: number[] = [];
  try {
    if (fullRun) ({ product, seconds: restartSeconds } = await warmRestarts(start, product));
    const bundle = readSiteBundle(clientDir, routes);
    if (chosen.has('sizes')) printSizes(bundle);

    if (chosen.has('lighthouse')) {
      const scores: Map<string, PageScores> = await lighthouseScores(
        product.siteUrl,
        lighthousePages,
        { runs, ...(reportsDir ? { reportsDir } : {}) },
      );
      printLighthouse(scores, bundle, runs);
    }

    if (chosen.has('interactions')) {
      const results = await measureFirstInteractions(product.siteUrl, interactions, {
        runs,
        colorSchemeAttribute: colorSchemeAttribute(),
        onDone: ({ interaction, problem }) =>
          process.stdout.write(
            `  ${interaction.name} (${interaction.page}): ${problem ?? 'done'}\n`,
          ),
      });
      printInteractions(results, runs);
      unmeasured = results.some((result) => result.unmeasured);
    }

    if (restartSeconds.length > 0) {
      const warm = median(restartSeconds);
      console.log(
        `\npnpm start with its build reused, to a served /jobs: ${restartSeconds.map((value) => value.toFixed(1)).join(' / ')} s, median ${warm.toFixed(1)} s (budget ${budgets.warmStartSeconds} s: ${warm <= budgets.warmStartSeconds ? 'pass' : 'OVER'})`,
      );
    }
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (unmeasured) console.error('\nSome interactions could not be measured (see above).');
  return unmeasured ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
