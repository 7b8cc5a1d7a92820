/**
 * First interactions as a phone user feels them: Lighthouse's mobile conditions (412×823 at
 * 1.75, touch, 150 ms latency, 1.6 Mbps down / 750 Kbps up, CPU slowed 4×), a fresh anonymous
 * visitor per run, the page loaded and read for 2 s, then one tap (interactionTable.ts) timed
 * until the page visibly answers, with the script bytes that tap made the browser fetch.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@globalhire/tooling/chromium';
import { prepareTarget, reportFirstPaint, watchAnswer } from './firstInteractionsPage';
import { describeFind, type Find, type Interaction } from './interactionTable';

export interface InteractionRun {
  /** From the tap to the frame that shows the answer; null when nothing answered in time. */
  answeredMs: number | null;
  answeredBy: string;
  /** From the tap to the new page's first contentful paint, when the tap navigated. */
  newPageMs: number | null;
  /** Event Timing's longest event of the tap; null when none took 16 ms or more (or the page
   * was left before reporting, or the events were a script's, as with selectOption). */
  eventMs: number | null;
  /** Script bytes on the wire requested from the tap until the answer plus 1 s. */
  jsBytes: number;
  /** Those scripts (not the ones the browser had cached). */
  scripts: string[];
  /** Something to know about the run (the tap point covered by another element). */
  note: string;
}

export interface InteractionResult {
  interaction: Interaction;
  runs: InteractionRun[];
  /** Why it was not timed ("not found: …"); `unmeasured` when the page itself failed. */
  problem?: string;
  unmeasured?: boolean;
}

const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // Lighthouse 12's mobile user agent (a Moto G Power).
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const answerTimeoutMs = 20_000;

/** A function of the page from its source (see firstInteractionsPage.ts). */
const inPage = <T>(source: string) => new Function(`return (${source})`)() as T;
const prepare = inPage<(element: Element, tapLabel: boolean) => unknown>(prepareTarget);
const watch =
  inPage<(options: { answer: string; colorSchemeAttribute: string }) => void>(watchAnswer);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function find(page: Page, candidates: Find[]) {
  for (const candidate of candidates) {
    const locator = (
      typeof candidate === 'string' ? page.locator(candidate) : candidate(page)
    ).first();
    if ((await locator.count()) > 0) return locator;
  }
  return null;
}

interface Report {
  kind: string;
  at: number;
  detail: string;
}
interface SentRequest {
  at: number;
  url: string;
  script: boolean;
  document: boolean;
  bytes: number;
  done: boolean;
}

async function runOnce(
  browser: Browser,
  siteUrl: string,
  interaction: Interaction,
  colorSchemeAttribute: string,
): Promise<InteractionRun | { problem: string; unmeasured?: boolean }> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const reports: Report[] = [];
    await page.exposeFunction('__benchReport', (kind: string, at: number, detail: string) => {
      reports.push({ kind, at, detail });
    });
    await page.addInitScript(reportFirstPaint);
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, SentRequest>();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        at: event.wallTime * 1000,
        url: event.request.url,
        script: event.type === 'Script',
        document: event.type === 'Document',
        bytes: 0,
        done: false,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request && (event.type === 'Script' || /javascript/.test(event.response.mimeType)))
        request.script = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { bytes: event.encodedDataLength, done: true });
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.done = true;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const response = await page
      .goto(new URL(interaction.page, siteUrl).href, { waitUntil: 'load', timeout: 120_000 })
      .catch((error: Error) => error);
    if (response instanceof Error || !response?.ok())
      return {
        problem: `could not load ${interaction.page}: ${response instanceof Error ? response.message.split('\n')[0] : `HTTP ${response?.status()}`}`,
        unmeasured: true,
      };
    // The visitor reads the page before tapping.
    await sleep(2000);

    if (interaction.typeFirst) {
      const field = await find(page, interaction.typeFirst.into);
      if (!field)
        return {
          problem: `not found: ${interaction.typeFirst.into.map(describeFind).join(' | ')}`,
        };
      const typed = await field
        .focus()
        .then(() => page.keyboard.type(interaction.typeFirst?.text ?? ''))
        .catch((error: Error) => error);
      if (typed instanceof Error)
        return { problem: `could not type: ${typed.message.split('\n')[0]}` };
    }
    const target = await find(page, interaction.target);
    if (!target)
      return { problem: `not found: ${interaction.target.map(describeFind).join(' | ')}` };
    const { action } = interaction;
    const select =
      action && 'select' in action
        ? await target.evaluate(
            (field, values) =>
              values.find((value) =>
                [...(field as HTMLSelectElement).options].some(
                  (option) => option.value === value && !option.selected,
                ),
              ) ?? null,
            action.select,
          )
        : null;
    if (action && 'select' in action && select === null)
      return { problem: `no option to choose: ${action.select.join(' | ')}` };
    const point = (await target.evaluate(prepare, Boolean(action && 'tapLabel' in action))) as {
      visible: boolean;
      x: number;
      y: number;
      covered: string;
    };
    if (!point.visible)
      return {
        problem: `not visible on a phone: ${interaction.target.map(describeFind).join(' | ')}`,
      };
    // Let the scroll settle and paint.
    await sleep(300);
    await page.evaluate(watch, { answer: interaction.answer, colorSchemeAttribute });

    const actedAt = Date.now();
    try {
      if (select !== null) await target.selectOption(select, { timeout: 5000 });
      else await page.touchscreen.tap(point.x, point.y);
    } catch (error) {
      // The markup does not allow the action (a hidden select, no such option): not a timing.
      return { problem: `could not act: ${(error as Error).message.split('\n')[0]}` };
    }

    const first = (kind: string, after: number) =>
      reports
        .filter((report) => report.kind === kind && report.at >= after)
        .sort((a, b) => a.at - b.at)[0];
    let tapAt = actedAt;
    let answer: Report | undefined;
    for (const deadline = Date.now() + answerTimeoutMs; Date.now() < deadline; await sleep(50)) {
      tapAt = reports.find((report) => report.kind === 'tap')?.at ?? actedAt;
      answer = [first('answer', tapAt), first('pending', tapAt), first('fcp', tapAt)]
        .filter((report): report is Report => Boolean(report))
        .sort((a, b) => a.at - b.at)[0];
      if (answer) break;
    }
    const windowEnd = (answer?.at ?? tapAt + answerTimeoutMs) + 1000;
    await sleep(Math.max(0, windowEnd - Date.now()));
    // A navigation under way (a page requested since the tap): its paint is reported too.
    const navigated = () =>
      [...requests.values()].some((request) => request.document && request.at >= tapAt);
    for (const deadline = Date.now() + answerTimeoutMs; Date.now() < deadline; await sleep(100))
      if (!navigated() || first('fcp', tapAt)) break;
    const fetched = [...requests.values()].filter(
      (request) => request.script && request.at >= tapAt && request.at <= windowEnd,
    );
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100))
      if (fetched.every((request) => request.done)) break;

    const events = reports.filter((report) => report.kind === 'event').map((report) => report.at);
    const newPage = first('fcp', tapAt);
    const by = { answer: interaction.answer, pending: 'pending indicator', fcp: 'new page' };
    return {
      answeredMs: answer ? answer.at - tapAt : null,
      answeredBy: answer ? by[answer.kind as keyof typeof by] : 'nothing',
      newPageMs: newPage ? newPage.at - tapAt : null,
      eventMs: events.length > 0 ? Math.max(...events) : null,
      jsBytes: fetched.reduce((sum, request) => sum + request.bytes, 0),
      scripts: fetched
        .filter((request) => request.bytes > 0)
        .map((request) => new URL(request.url).pathname),
      note: point.covered ? `the tap point is covered by ${point.covered}` : '',
    };
  } finally {
    await context.close();
  }
}

/** Each interaction `runs` times (a missing element or page is reported once, not retried). */
export async function measureFirstInteractions(
  siteUrl: string,
  list: Interaction[],
  {
    runs,
    colorSchemeAttribute,
    onDone,
  }: {
    runs: number;
    colorSchemeAttribute: string;
    onDone?: (result: InteractionResult) => void;
  },
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs],
    headless: true,
  });
  const results: InteractionResult[] = [];
  try {
    for (const interaction of list) {
      const result: InteractionResult = { interaction, runs: [] };
      for (let run = 0; run < runs; run++) {
        const outcome = await runOnce(browser, siteUrl, interaction, colorSchemeAttribute).catch(
          (error: Error) => ({
            problem: `failed: ${error.message.split('\n')[0]}`,
            unmeasured: true,
          }),
        );
        if ('problem' in outcome) {
          Object.assign(result, outcome);
          break;
        }
        result.runs.push(outcome);
      }
      results.push(result);
      onDone?.(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
