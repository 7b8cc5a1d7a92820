import type { StoryContext } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { viewportSize } from '../viewports';
import type { PictureResult } from './pictureMatcher';
import {
  alreadyChecked,
  axeEnvironment,
  nothingRecorded,
  storyAxeCheck,
  type RecordedRenders,
} from './recordedRenders';
import { renderFingerprint } from './renderFingerprint';
import {
  accessibilityFailures,
  checksOf,
  layoutPadding,
  onceRendered,
  whetherAxeRuns,
  type StoryModule,
} from './storyChecks';
import {
  canvasPerTest,
  nextFrame,
  quiet,
  settle,
  settledHeight,
  shownWhile,
  testFrame,
} from './testFrame';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The committed baselines' names, or null when this run writes baselines (all can compare). */
    listBaselines: () => Promise<string[] | null>;
    /** Pictures drawn the same as another's baseline, and that baseline (`same-as.json`). */
    samePictures: () => Promise<Record<string, string>>;
    /** The renders the baselines were taken from, and those axe found clean; see checkStories. */
    recordedRenders: () => Promise<RecordedRenders>;
    /** With `--update`: axe found this render of the check clean (axe-clean.json). */
    recordAxeClean: (name: string, digest: string) => Promise<void>;
    /** Grows the runner's window to at least this size, so the frame is never scaled down. */
    fitWindow: (width: number, height: number) => Promise<void>;
    /**
     * Photographs the element and compares it with the picture's baseline (see pictureMatcher).
     * `alike`: when writing baselines, a baseline this render's markup says it draws the same as;
     * `drawn`: the render's digest, recorded with the baseline.
     */
    matchPicture: (
      name: string,
      selector: string,
      render: { alike?: string; drawn?: string },
    ) => Promise<PictureResult>;
  }
}

/**
 * Every story of these files, rendered once as its test (the play function, then axe) and
 * photographed on the way at each viewport it is captured at (see checksOf). Each picture is
 * compared with its committed baseline, or with the baseline it draws the same as: a picture
 * whose render has the same markup and state as one already compared in this run (see
 * renderFingerprint) is that picture, and is not taken again. Nor is a picture whose render
 * has the digest its baseline was taken from (renders.json), in the same browser and fonts: it
 * draws the baseline's pixels. Likewise axe does not run on a render it found clean when
 * `--update` last ran (axe-clean.json): it would read the same document. One picture and one
 * axe check in twenty run all the same, so what the digest cannot see still shows.
 */
export function checkStories(storyModules: Record<string, StoryModule>) {
  // Vitest's own nodes in <body>; anything else but the canvas is a story's portal.
  const visionFiltersId = 'storybook-a11y-vision-filters';
  const runnerNodes = new Set(document.body.children);
  /** Committed baselines; null when this run writes them. */
  let committed: Set<string> | null = null;
  let samePictures: Record<string, string> = {};
  const baselineOf = (name: string) => samePictures[name] ?? name;
  /** Renders already photographed in this run (digest and viewport), and their baselines. */
  const photographed = new Map<string, string>();
  let recorded = nothingRecorded;
  const unchangedSinceBaseline = (name: string, drawn: string | null) =>
    alreadyChecked(recorded.digests, name, drawn, recorded);

  const tally = { photographed: 0, unchanged: 0, axeRun: 0, axeClean: 0 };
  afterAll(() => {
    console.info(
      `pictures: ${tally.photographed} photographed and compared, ${tally.unchanged} not taken (their render unchanged since their baseline)`,
    );
    console.info(
      `axe: ${tally.axeRun} renders checked, ${tally.axeClean} not checked again (the render axe found clean at the last update)`,
    );
  });

  beforeAll(async () => {
    const names = await commands.listBaselines();
    committed = names && new Set(names);
    samePictures = await commands.samePictures();
    recorded = await commands.recordedRenders();
  });

  const newCanvas = canvasPerTest();
  const frame = testFrame();

  // Dialogs and toasts portal into <body>: a picture shows the whole viewport under them. (The
  // a11y addon's colour-vision filters are an invisible SVG it also puts there.)
  const portalsBeside = (canvas: HTMLElement) =>
    [...document.body.children].filter(
      (node) => node !== canvas && !runnerNodes.has(node) && node.id !== visionFiltersId,
    );

  /** Lets the render settle at the frame's present size, and measures its height there. */
  async function settleRender(canvas: HTMLElement) {
    if (portalsBeside(canvas).length > 0) canvas.style.minHeight = '100vh';
    await settle(document.body);
    return settledHeight(canvas);
  }

  /**
   * A story test's gate for axe (see gatedAxe): takes the render's digest as axe would read it
   * (into `render`, to be recorded if axe passes) and keeps axe from a render it found clean.
   */
  function axeGate(canvas: HTMLElement, check: string, render: { digest: string | null }) {
    return async ({ parameters: { a11y } }: StoryContext) => {
      if (a11y?.disable || a11y?.test === 'off') return true;
      render.digest = await renderFingerprint([canvas, ...portalsBeside(canvas)], {
        environment: axeEnvironment(recorded.environment, a11y),
      });
      const clean = alreadyChecked(recorded.axeClean, check, render.digest, recorded);
      tally[clean ? 'axeClean' : 'axeRun'] += 1;
      return !clean;
    };
  }

  async function comparePicture(
    canvas: HTMLElement,
    name: string,
    { width, height }: { width: number; height: number },
    { hint, alike, settled }: { hint: string; alike?: string; settled?: number },
  ) {
    const outgrown = () => Math.ceil(canvas.getBoundingClientRect().height) > window.innerHeight;
    await frame.fitTo(canvas, width, height, settled ?? (await settleRender(canvas)));
    await quiet(document.body);
    // A story that grew after it was measured (a late chunk, a second request) would be
    // photographed cut off by the frame: once at rest, it is fitted again.
    for (let attempt = 0; attempt < 3 && outgrown(); attempt += 1) {
      await settle(document.body);
      await frame.fitTo(canvas, width, window.innerHeight);
      await quiet(document.body);
    }
    const drawnNow = () =>
      renderFingerprint([canvas, ...portalsBeside(canvas)], {
        environment: recorded.environment,
      });
    let drawn = await drawnNow();
    if (unchangedSinceBaseline(name, drawn)) {
      tally.unchanged += 1;
      return baselineOf(name);
    }
    tally.photographed += 1;
    const takePicture = (digest: string | null) =>
      shownWhile(() =>
        commands.matchPicture(name, '[data-visual-canvas]', {
          alike,
          drawn: digest ?? undefined,
        }),
      );
    let match = await takePicture(drawn);
    // On a busy machine a story can still grow after it was fitted (a late answer drawing more):
    // the picture is then blank below the frame. The story is fitted again and photographed once
    // more; a picture that differs for any other reason fails as before.
    for (let attempt = 0; !match.pass && attempt < 2 && outgrown(); attempt += 1) {
      await settle(document.body);
      await frame.fitTo(canvas, width, window.innerHeight);
      drawn = await drawnNow();
      match = await takePicture(drawn);
    }
    if (!match.pass) expect.fail(`${match.message}${hint}`);
    return match.baseline;
  }

  for (const { title, checks } of checksOf(storyModules)) {
    describe(title, () => {
      for (const check of checks) {
        const { testName, viewport, layout, story, isStoryTest, pictures, pictureAfterRun } = check;
        test(testName, async () => {
          // A story newer than its baseline fails until its reviewed baseline is committed.
          const missing = pictures.find(
            ({ name }) => committed && !committed.has(baselineOf(name)),
          );
          if (missing) {
            throw new Error(
              `no baseline for ${missing.name}: run pnpm test:visual --update, review it and commit it`,
            );
          }
          const { width, height } = viewportSize(viewport);
          await frame.resize(width, height);
          const canvas = newCanvas();
          canvas.dataset.visualCanvas = '';
          canvas.style.padding = layoutPadding[layout] ?? layoutPadding.padded;

          // Each picture of the render, at its viewport's size, unless this run has already
          // compared a render with the same digest with that picture's baseline. A resized
          // picture follows from the render's digest and the viewport, as the layout does.
          const photograph = async () => {
            let settled: number | undefined = await settleRender(canvas);
            const fingerprint = await renderFingerprint([canvas, ...portalsBeside(canvas)]);
            for (const picture of pictures) {
              const seen = fingerprint && `${fingerprint} ${picture.viewport}`;
              const alike = seen ? photographed.get(seen) : undefined;
              if (committed && alike !== undefined && alike === baselineOf(picture.name)) continue;
              const size = viewportSize(picture.viewport);
              if (await frame.resize(size.width, size.height)) settled = undefined;
              // A picture of the render resized to another viewport: a story that changes when
              // resized differs from its own render there, and says so with a tag.
              const hint =
                picture.viewport === viewport
                  ? ''
                  : ` (taken from the ${viewport} render resized to ${picture.viewport}: if the story changes when resized, tag it visual-render-per-viewport)`;
              const baseline = await comparePicture(canvas, picture.name, size, {
                hint,
                alike,
                settled,
              });
              settled = undefined;
              if (seen && !photographed.has(seen)) photographed.set(seen, baseline);
            }
            canvas.style.minHeight = '';
          };
          // axe, after the play function, unless it found this very render clean before.
          const axeCheck = storyAxeCheck(story.id, viewport);
          const axeRender = { digest: null as string | null };
          whetherAxeRuns(isStoryTest ? axeGate(canvas, axeCheck, axeRender) : undefined);
          // The pictures of the rendered story are taken before the play function acts on it;
          // the play function then runs at this render's viewport, as in Storybook.
          onceRendered(
            pictures.length > 0 && !pictureAfterRun
              ? async () => {
                  await photograph();
                  // Two frames: the story's media-query listeners and resize observers hear of
                  // its own viewport, and it has drawn there, before the play function acts.
                  if (await frame.resize(width, height)) {
                    await nextFrame();
                    await nextFrame();
                  }
                }
              : undefined,
          );
          try {
            await story.run({ canvasElement: canvas });
          } finally {
            onceRendered(undefined);
            whetherAxeRuns(undefined);
          }
          if (pictures.length > 0 && pictureAfterRun) await photograph();
          if (isStoryTest) {
            expect(accessibilityFailures(story)).toEqual([]);
            const axePassed = story.reporting.reports.some(
              (report) => report.type === 'a11y' && report.status === 'passed',
            );
            if (!committed && axePassed && axeRender.digest) {
              await commands.recordAxeClean(axeCheck, axeRender.digest);
            }
          }
        });
      }
    });
  }
}
