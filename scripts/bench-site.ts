/**
 * `pnpm bench:site`: runs `pnpm start` (which builds the site when its sources changed) on a fresh
 * data directory, then prints the JavaScript (gzip) of every public route, read from the Vite
 * manifest: what loads with the page and what loads on the visitor's first intent, Lighthouse's mobile scores for a few server-rendered pages, and how long `pnpm start`
 * takes to a served page when it can reuse its build. A bench prints
 * figures and never fails on them; it exits non-zero only when it could not measure.
 *   --runs N        Lighthouse runs per page, the median is reported (default 3)
 *   --no-lighthouse sizes only
 *   --reports DIR   also save each page's full Lighthouse report (JSON) in DIR
 * PORT / SUPABASE_LOCAL_PORT choose the ports (default 5173 / 54321, or free ones when busy).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { choosePort } from './lib/ports';
import { startProduct } from './lib/product';
import { publicSiteRoutes, siteRoot } from './lib/siteRoutes';

const budgets = {
  firstLoadKb: { '/': 95, '/jobs/:id': 110 } as Record<string, number>,
  performance: 98,
  accessibility: 100,
  seo: 100,
  cls: 0,
  lcpSeconds: 2.0,
  warmStartSeconds: 5,
};
const lighthousePages = ['/', '/jobs', '/jobs/1', '/faqs'];
const categories = ['performance', 'accessibility', 'seo'] as const;
type Category = (typeof categories)[number];

const argValue = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const runs = Math.max(1, Number(argValue('--runs') ?? 3));
const withLighthouse = !process.argv.includes('--no-lighthouse');
const reportsDir = argValue('--reports');

// ── First-load JavaScript from the Vite manifest ─────────────────────────────────────────────

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(siteRoot, 'dist/client');
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** A chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * What a server-rendered public page loads before any interaction (the bootstrap, src/main.tsx,
 * with its static imports: the page's only script and modulepreloads), and what it loads on the
 * visitor's first sign of intent (the app's start, what the entry imports dynamically, and the
 * route's chunk, each with its static imports; apps/site/server/assets.ts names the same set).
 */
function firstLoadSizes(manifest: Manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const appStart = new Set(entry);
  for (const key of manifest[entryKey]?.dynamicImports ?? [])
    staticClosure(manifest, key, appStart);
  const sum = (keys: Set<string>, pick: (chunk: ManifestChunk) => string[]) => {
    const files = new Set([...keys].flatMap((key) => pick(manifest[key] as ManifestChunk)));
    return [...files].reduce((total, file) => total + gzipKb(file), 0);
  };
  const js = (chunk: ManifestChunk) => [chunk.file];
  const css = (chunk: ManifestChunk) => chunk.css ?? [];
  const entryJs = sum(entry, js);
  const appStartJs = sum(appStart, js) - entryJs;
  return {
    entryJs,
    appStartJs,
    routes: publicSiteRoutes().map(({ path, module }) => {
      const withRoute = module ? staticClosure(manifest, module, new Set(appStart)) : appStart;
      return {
        path,
        js: entryJs,
        intentJs: sum(withRoute, js) - entryJs,
        css: sum(withRoute, css),
      };
    }),
  };
}

// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────

interface AuditItemNode {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
interface PageScores {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  lcpSeconds: number;
  cls: number;
  /** Failing accessibility and SEO audits with the elements they name. */
  problems: string[];
  /** The LCP element and what shifted, to tell where performance goes. */
  notes: string[];
  /** Lighthouse's CPU benchmark of this machine (a busy machine scores low and so do its pages). */
  benchmarkIndex: number;
}

/** An element as a reader finds it on the page: its tag and the start of its text. */
function describeNode(node: AuditItemNode): string {
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? 'element';
  const text = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return text
    ? `<${tag}> "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"`
    : (node.selector ?? `<${tag}>`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function lighthouseScores(siteUrl: string): Promise<Map<string, PageScores>> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = new Map<string, PageScores>();
  try {
    for (const path of lighthousePages) {
      const perRun: PageScores[] = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${siteUrl}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...categories],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        }
        const scores = Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        const metrics = Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
        );
        const problems = (['accessibility', 'seo'] as const).flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 1)
            .map((audit) => {
              const items = (
                (audit?.details as { items?: { node?: AuditItemNode }[] } | undefined)?.items ?? []
              )
                .map((item) => item.node)
                .filter((node): node is AuditItemNode => Boolean(node))
                .slice(0, 5)
                .map((node) =>
                  `      ${node.selector ?? ''}  ${node.snippet ?? node.nodeLabel ?? ''}`.trimEnd(),
                );
              return [`    [${id}] ${audit?.id}: ${audit?.title}`, ...items].join('\n');
            }),
        );
        const nodesOf = (auditId: string) =>
          (
            (
              lhr.audits[auditId]?.details as
                | { items?: { node?: AuditItemNode; items?: { node?: AuditItemNode }[] }[] }
                | undefined
            )?.items ?? []
          )
            .flatMap((item) =>
              item.node
                ? [item.node]
                : (item.items ?? []).flatMap((inner) => (inner.node ? [inner.node] : [])),
            )
            .slice(0, 3)
            .map(describeNode);
        const notes = [
          `LCP element: ${nodesOf('largest-contentful-paint-element').join(', ') || '?'}`,
          ...(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.1
            ? [`shifted: ${nodesOf('layout-shifts').join(', ') || '?'}`]
            : []),
        ];
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(
            join(
              reportsDir,
              `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${run + 1}.json`,
            ),
            JSON.stringify(lhr),
          );
        }
        perRun.push({
          scores,
          metrics,
          lcpSeconds: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
          cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
          problems,
          notes,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      // The run with the median performance score stands for the page.
      const typical = median(perRun.map((run) => run.scores.performance));
      results.set(path, perRun.find((run) => run.scores.performance === typical) as PageScores);
      process.stdout.write(`  Lighthouse ${path}: done\n`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// ── Report ───────────────────────────────────────────────────────────────────────────────────

const mark = (ok: boolean) => (ok ? 'pass' : 'OVER');

async function main() {
  const sitePort = await choosePort(process.env.PORT, 5173);
  const backendPort = await choosePort(process.env.SUPABASE_LOCAL_PORT, 54321, [sitePort]);
  console.log(
    `Starting the product (pnpm start: build, then serve on ${sitePort}, backend on ${backendPort})…`,
  );
  // One data directory for the first start and the restarts (a warm machine: database and build kept).
  const dataDir = mkdtempSync(join(tmpdir(), 'globalhire-bench-site-'));
  let product = await startProduct({ sitePort, backendPort, dataDir });
  const restartSeconds: number[] = [];
  try {
    for (let restart = 0; restart < 3; restart++) {
      await product.stop();
      const startedAt = performance.now();
      product = await startProduct({ sitePort, backendPort, dataDir });
      for (;;) {
        const response = await fetch(`${product.siteUrl}/jobs`).catch(() => null);
        if (response?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      restartSeconds.push((performance.now() - startedAt) / 1000);
    }
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const sizes = firstLoadSizes(manifest);
    const scores = withLighthouse
      ? await lighthouseScores(product.siteUrl)
      : new Map<string, PageScores>();

    console.log(
      "\nJavaScript per public route (gzip). First load: what the server-rendered HTML loads before any\ninteraction (the bootstrap). On intent: fetched at the first pointer/touch/key/focus (or at once\nwith a stored session): the app's start + the route chunk + their static imports.\n",
    );
    console.log(
      `  ${'route'.padEnd(24)} ${'first load'.padStart(10)} ${'on intent'.padStart(10)} ${'CSS'.padStart(9)}`,
    );
    for (const route of sizes.routes) {
      const limit = budgets.firstLoadKb[route.path];
      const budget = limit ? `   budget ${limit} KB: ${mark(route.js <= limit)}` : '';
      console.log(
        `  ${route.path.padEnd(24)} ${route.js.toFixed(1).padStart(7)} KB ${route.intentJs.toFixed(1).padStart(7)} KB ${route.css.toFixed(1).padStart(6)} KB${budget}`,
      );
    }
    console.log(
      `  (bootstrap: ${sizes.entryJs.toFixed(1)} KB; the app's start without a route: ${sizes.appStartJs.toFixed(1)} KB)`,
    );

    if (withLighthouse) {
      console.log(`\nLighthouse 12 mobile${runs > 1 ? ` (median of ${runs} runs)` : ''}\n`);
      console.log(
        `  ${'page'.padEnd(10)} ${'performance'.padStart(12)} ${'accessibility'.padStart(14)} ${'SEO'.padStart(9)} ${'LCP'.padStart(11)} ${'CLS'.padStart(11)}   TBT`,
      );
      for (const [path, page] of scores) {
        const { performance: speed, accessibility, seo } = page.scores;
        console.log(
          `  ${path.padEnd(10)} ${`${speed} ${mark(speed >= budgets.performance)}`.padStart(12)} ${`${accessibility} ${mark(accessibility >= budgets.accessibility)}`.padStart(14)} ${`${seo} ${mark(seo >= budgets.seo)}`.padStart(9)} ${`${page.lcpSeconds.toFixed(1)} s ${mark(page.lcpSeconds <= budgets.lcpSeconds)}`.padStart(11)} ${`${page.cls.toFixed(3)} ${mark(page.cls <= budgets.cls)}`.padStart(11)}   ${page.metrics['total-blocking-time']}`,
        );
      }
      for (const [path, page] of scores)
        console.log(`  ${path.padEnd(10)} ${page.notes.join('; ')}`);
      const indexes = [...scores.values()].map((page) => page.benchmarkIndex);
      console.log(
        `  CPU benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (Lighthouse's mobile numbers assume an unloaded desktop-class CPU; a busy machine lowers performance)`,
      );
      const problems = [...scores].filter(([, page]) => page.problems.length > 0);
      if (problems.length > 0) {
        console.log('\n  Failing accessibility and SEO audits:');
        for (const [path, page] of problems) console.log(`  ${path}\n${page.problems.join('\n')}`);
      }
    }
    const warm = median(restartSeconds);
    console.log(
      `\npnpm start with its build reused, to a served /jobs: ${restartSeconds.map((seconds) => seconds.toFixed(1)).join(' / ')} s, median ${warm.toFixed(1)} s (budget ${budgets.warmStartSeconds} s: ${mark(warm <= budgets.warmStartSeconds)})`,
    );
    console.log(
      `\nTargets: first-load JS gzip / ≤ ${budgets.firstLoadKb['/']} KB, /jobs/:id ≤ ${budgets.firstLoadKb['/jobs/:id']} KB; Lighthouse mobile performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, SEO ${budgets.seo}, CLS ${budgets.cls}, LCP ≤ ${budgets.lcpSeconds} s; pnpm start warm ≤ ${budgets.warmStartSeconds} s.`,
    );
  } finally {
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
