/** The tables `pnpm bench:site` prints, each figure marked against the budgets (@globalhire/tooling/site/budgets). */
import { budgets, kb } from '@globalhire/tooling/site/budgets';
import type { InteractionResult, InteractionRun } from './firstInteractions';
import { median, type PageScores } from './lighthouseRuns';
import { routeOfPage, type RouteBundle } from '@globalhire/tooling/site/bundle';

const mark = (ok: boolean) => (ok ? 'pass' : 'OVER');
const within = (bytes: number, limitKb: number) => mark(bytes <= limitKb * 1024);

export function printSizes(routes: RouteBundle[]) {
  console.log(
    `\nJavaScript per public route (gzip). First load: the bootstrap and its static imports, before any
interaction. Public total: all an anonymous visitor's page can load (the first load and the
enhancements it imports on demand), short of the app. With the app: what starting the app adds
(a signed-in visitor, a control that needs the app): its start, the route's chunk and their imports.\n`,
  );
  console.log(
    `  ${'route'.padEnd(24)} ${'first load'.padStart(15)} ${'public total'.padStart(15)} ${'with the app'.padStart(12)} ${'CSS'.padStart(9)}`,
  );
  for (const route of routes)
    console.log(
      `  ${route.path.padEnd(24)} ${`${kb(route.firstLoad.bytes)} ${within(route.firstLoad.bytes, budgets.firstLoadKb)}`.padStart(15)} ${`${kb(route.publicTotal.bytes)} ${within(route.publicTotal.bytes, budgets.publicTotalKb)}`.padStart(15)} ${kb(route.withAppBytes).padStart(12)} ${kb(route.cssBytes).padStart(9)}`,
    );
  const [any] = routes;
  if (any) {
    const files = (route: RouteBundle['firstLoad']) =>
      route.files.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(', ');
    console.log(`  first load: ${files(any.firstLoad)}`);
    const extra = {
      ...any.publicTotal,
      files: any.publicTotal.files.filter(
        ({ file }) => !any.firstLoad.files.some((loaded) => loaded.file === file),
      ),
    };
    console.log(`  loaded on demand: ${files(extra) || 'nothing'}`);
  }
  console.log(
    `  Budgets (checked by pnpm test): first load ≤ ${budgets.firstLoadKb} KB, public total ≤ ${budgets.publicTotalKb} KB.`,
  );
}

export function printLighthouse(
  scores: Map<string, PageScores>,
  routes: RouteBundle[],
  runs: number,
) {
  const goal = budgets.lighthouse;
  console.log(`\nLighthouse 12 mobile${runs > 1 ? ` (median of ${runs} runs)` : ''}\n`);
  console.log(
    `  ${'page'.padEnd(10)} ${'performance'.padStart(12)} ${'accessibility'.padStart(14)} ${'SEO'.padStart(9)} ${'LCP'.padStart(11)} ${'CLS'.padStart(11)} ${'TBT'.padStart(8)}   JS: first load / public total (build) / loaded (measured)`,
  );
  for (const [path, page] of scores) {
    const { performance: speed, accessibility, seo } = page.scores;
    const route = routeOfPage(routes, path);
    const js = route ? `${kb(route.firstLoad.bytes)} / ${kb(route.publicTotal.bytes)}` : '? / ?';
    console.log(
      `  ${path.padEnd(10)} ${`${speed} ${mark(speed >= goal.performance)}`.padStart(12)} ${`${accessibility} ${mark(accessibility >= goal.accessibility)}`.padStart(14)} ${`${seo} ${mark(seo >= goal.seo)}`.padStart(9)} ${`${page.lcpSeconds.toFixed(1)} s ${mark(page.lcpSeconds <= goal.lcpSeconds)}`.padStart(11)} ${`${page.cls.toFixed(3)} ${mark(page.cls <= goal.cls)}`.padStart(11)} ${(page.metrics['total-blocking-time'] ?? '?').padStart(8)}   ${js} / ${Number.isNaN(page.scriptBytes) ? '?' : kb(page.scriptBytes)}`,
    );
  }
  for (const [path, page] of scores) console.log(`  ${path.padEnd(10)} ${page.notes.join('; ')}`);
  const indexes = [...scores.values()].map((page) => page.benchmarkIndex);
  console.log(
    `  CPU benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (Lighthouse's mobile numbers assume an unloaded desktop-class CPU; a busy machine lowers performance)`,
  );
  const problems = [...scores].filter(([, page]) => page.problems.length > 0);
  if (problems.length > 0) {
    console.log('\n  Failing accessibility and SEO audits:');
    for (const [path, page] of problems) console.log(`  ${path}\n${page.problems.join('\n')}`);
  }
  console.log(
    `  Targets: performance ≥ ${goal.performance}, accessibility ${goal.accessibility}, SEO ${goal.seo}, CLS ${goal.cls}, LCP ≤ ${goal.lcpSeconds} s.`,
  );
}

const listed = (paths: string[], shown = 5) => {
  const unique = [...new Set(paths)];
  return (
    unique.slice(0, shown).join(', ') +
    (unique.length > shown ? ` and ${unique.length - shown} more` : '')
  );
};

/** The run standing for an interaction: the median answer (no answer counts as the slowest). */
function typicalRun(runs: InteractionRun[]): InteractionRun {
  const sorted = [...runs].sort((a, b) => (a.answeredMs ?? Infinity) - (b.answeredMs ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)] as InteractionRun;
}

const interactionsHeading = (runs: number) =>
  `\nFirst interactions on a phone: Lighthouse's mobile conditions (412×823 at 1.75, touch, CPU 4× slower,
150 ms latency, 1.6 Mbps down / 750 Kbps up), a new anonymous visitor each run who reads the page
for 2 s, then taps${runs > 1 ? `; median of ${runs} runs` : ''}. Answered after: the tap to the frame showing the answer
(or the pending indicator, or the new page's first paint). Event: Event Timing's longest event of
the tap (INP-style; "<16": none as long, "—": the page was left first, "n/a": a scripted choice).
JS: script bytes fetched from the network from the tap to the answer + 1 s.\n`;

export function printInteractions(results: InteractionResult[], runs: number) {
  console.log(interactionsHeading(runs));
  console.log(
    `  ${'interaction'.padEnd(22)} ${'page'.padEnd(8)} ${'answered after'.padStart(16)}  ${'answered by'.padEnd(18)} ${'event'.padStart(7)} ${'JS fetched'.padStart(10)}`,
  );
  const notes: string[] = [];
  for (const { interaction, runs: done, problem } of results) {
    const head = `  ${interaction.name.padEnd(22)} ${interaction.page.padEnd(8)}`;
    if (done.length === 0) {
      console.log(`${head} ${problem ?? 'not measured'}`);
      continue;
    }
    const typical = typicalRun(done);
    const answered =
      typical.answeredMs === null
        ? 'none in 20 s OVER'
        : `${Math.round(typical.answeredMs)} ms ${mark(typical.answeredMs <= budgets.answerMs)}`;
    const events = done.flatMap((run) => (run.eventMs === null ? [] : [run.eventMs]));
    // No entry: none took 16 ms, or the page was left before reporting, or the events were a
    // script's (selectOption), which Event Timing does not time.
    const event =
      events.length > 0
        ? `${Math.round(median(events))} ms`
        : interaction.action && 'select' in interaction.action
          ? 'n/a'
          : typical.newPageMs !== null
            ? '—'
            : '<16';
    const js = kb(median(done.map((run) => run.jsBytes)));
    console.log(
      `${head} ${answered.padStart(16)}  ${typical.answeredBy.padEnd(18)} ${event.padStart(7)} ${js.padStart(10)}`,
    );
    const about = [
      typical.newPageMs !== null && typical.answeredBy !== 'new page'
        ? `new page painted after ${Math.round(typical.newPageMs)} ms`
        : '',
      typical.scripts.length > 0 ? `scripts: ${listed(typical.scripts)}` : '',
      typical.note,
      problem ? `then ${problem}` : '',
    ].filter(Boolean);
    if (about.length > 0) notes.push(`  ${interaction.name}: ${about.join('; ')}`);
  }
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
  console.log(`  Goal: answered ≤ ${budgets.answerMs} ms.`);
}
