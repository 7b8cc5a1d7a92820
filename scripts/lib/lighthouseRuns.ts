/**
 * Lighthouse 12's mobile audit of a few server-rendered pages (performance, accessibility, SEO),
 * run `runs` times per page in Debian's Chromium; the run with the median performance score
 * stands for the page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@globalhire/tooling/chromium';

const categories = ['performance', 'accessibility', 'seo'] as const;
type Category = (typeof categories)[number];

interface AuditItemNode {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
export interface PageScores {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  lcpSeconds: number;
  cls: number;
  /** Failing accessibility and SEO audits with the elements they name. */
  problems: string[];
  /** The LCP element and what shifted, to tell where performance goes. */
  notes: string[];
  /** Script bytes the page transferred while loading (resource-summary). */
  scriptBytes: number;
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

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function lighthouseScores(
  siteUrl: string,
  pages: string[],
  { runs, reportsDir }: { runs: number; reportsDir?: string },
): Promise<Map<string, PageScores>> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = new Map<string, PageScores>();
  try {
    for (const path of pages) {
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
          scriptBytes: Number(
            (
              lhr.audits['resource-summary']?.details as
                { items?: { resourceType?: string; transferSize?: number }[] } | undefined
            )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
          ),
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
