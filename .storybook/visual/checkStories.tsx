import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportSize } from '../viewports';
import { mockedRequestsWaiting } from '../mockActivity';
import type { PictureResult } from './pictureMatcher';
import {
  accessibilityFailures,
  checksOf,
  layoutPadding,
  onceRendered,
  type StoryModule,
} from './storyChecks';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Baselines no story produces; with `--update` they are deleted and none are returned. */
    pruneBaselines: (expected: string[]) => Promise<string[]>;
    /** The committed baselines' names, or null when this run writes baselines (all can compare). */
    listBaselines: () => Promise<string[] | null>;
    /** Grows the runner's window to at least this size, so the frame is never scaled down. */
    fitWindow: (width: number, height: number) => Promise<void>;
    /** Photographs the element and compares it with the named baseline (see pictureMatcher). */
    matchPicture: (name: string, selector: string) => Promise<PictureResult>;
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until every mocked request the story made has its answer, and React has drawn it: a
 * frame after the last answer, no new request started. A time box (10 s) keeps a misbehaving
 * mock from hanging the run; the screenshot then shows what there is and fails on its own.
 */
async function mockedDataArrived() {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const waiting = mockedRequestsWaiting();
    await nextFrame();
    if (waiting === 0 && mockedRequestsWaiting() === 0) return;
  }
}

export async function settle(root: HTMLElement) {
  await mockedDataArrived();
  await document.fonts.ready;
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)),
  );
  await nextFrame();
}

/** Whether anything in the document changed (nodes, attributes, text) since it was called. */
function watchForChanges(root: Node) {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => {
    observer.disconnect();
    return changed || observer.takeRecords().length > 0;
  };
}

/**
 * A fresh canvas for each test, appended to <body> and removed after it. The story before leaves
 * no stored session behind: a story's picture must not depend on which stories ran before it.
 */
export function canvasPerTest() {
  let canvas: HTMLElement | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    canvas?.remove();
    canvas = undefined;
  });
  return () => {
    canvas = document.createElement('div');
    document.body.append(canvas);
    return canvas;
  };
}

/**
 * Every story of these files, rendered once as its test (the play function, then axe) and
 * photographed on the way at each viewport it is captured at (see checksOf). Each picture is
 * compared with its committed baseline.
 */
export function checkStories(storyModules: Record<string, StoryModule>) {
  // Vitest's own nodes in <body>; anything else but the canvas is a story's portal.
  const visionFiltersId = 'storybook-a11y-vision-filters';
  const runnerNodes = new Set(document.body.children);
  let committed: Set<string> | null = null;

  beforeAll(async () => {
    const names = await commands.listBaselines();
    committed = names && new Set(names);
  });

  const newCanvas = canvasPerTest();

  // The frame's size as last set, so a story at the same size as the one before costs no resize.
  let frameSize = { width: 0, height: 0 };
  let windowSize = { width: 0, height: 0 };

  async function resizeFrame(width: number, height: number) {
    if (frameSize.width === width && frameSize.height === height) return;
    if (windowSize.width < width || windowSize.height < height) {
      await commands.fitWindow(width, height);
      windowSize = {
        width: Math.max(width, windowSize.width),
        height: Math.max(height, windowSize.height),
      };
    }
    await page.viewport(width, height);
    frameSize = { width, height };
    // The frame's document learns its new size at its next frame: until then `100vh` (a panel's
    // sidebar) still means the old height, and a picture would show it so.
    for (let frame = 0; frame < 30; frame += 1) {
      if (window.innerWidth === width && window.innerHeight === height) break;
      await nextFrame();
    }
    // Two of the frame's own frames, so its document has drawn at the new size. (The runner's
    // page paints the iframe separately: pictureMatcher waits for that before each shot.)
    await nextFrame();
    await nextFrame();
  }

  /**
   * Waits until the story stops changing height (mocked data arriving, lazy chunks loading), so
   * the frame is fitted to the settled story rather than to a moment in its loading.
   */
  async function settledHeight(element: HTMLElement) {
    let last = Math.ceil(element.getBoundingClientRect().height);
    let changedAt = performance.now();
    // The data is in (settle); what is left is a lazy chunk's render, which on a busy machine
    // takes longer than a frame or two: the height must hold for two frames and 100 ms.
    for (let check = 0, steady = 0; check < 240; check += 1) {
      await nextFrame();
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height !== last) changedAt = performance.now();
      steady = height === last ? steady + 1 : 0;
      last = height;
      if (steady >= 2 && performance.now() - changedAt >= 100) break;
    }
    return last;
  }

  /**
   * The test frame only paints what fits in it, so it grows to the story's full height (a page
   * with `min-height: 100vh` keeps its height once the frame fits it).
   */
  async function fitFrameTo(element: HTMLElement, width: number, minHeight: number) {
    const measured = await settledHeight(element);
    if (measured <= minHeight) return;
    // Measured settled at the smallest frame: unless the story changes once the frame grows,
    // that height is the picture's.
    const changedSince = watchForChanges(document.body);
    await resizeFrame(width, measured);
    await settle(document.body);
    if (!changedSince()) return;

    let height = measured;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const needed = await settledHeight(element);
      if (needed <= height) break;
      height = needed;
      await resizeFrame(width, height);
      // A taller frame can change the story (more to show) and with it the requests.
      await settle(document.body);
    }
    // A frame never shrinks by itself: a story that grew shorter after the frame grew (a loading
    // state replaced by a short error) would leave it too tall, and a `min-height: 100vh` page
    // fills it. So the settled story is measured again from the smallest frame.
    await resizeFrame(width, minHeight);
    await settle(document.body);
    const settled = await settledHeight(element);
    if (settled <= minHeight) return;
    await resizeFrame(width, settled);
    await settle(document.body);
  }

  async function comparePicture(
    frame: HTMLElement,
    name: string,
    width: number,
    height: number,
    hint = '',
  ) {
    // Dialogs and toasts portal into <body>: capture the whole viewport under them. (The a11y
    // addon's colour-vision filters are an invisible SVG it also puts there.)
    const portals = [...document.body.children].filter(
      (node) => node !== frame && !runnerNodes.has(node) && node.id !== visionFiltersId,
    );
    if (portals.length > 0) frame.style.minHeight = '100vh';
    await settle(document.body);
    await fitFrameTo(frame, width, height);
    // A story that grew after it was measured (a late chunk) would be photographed cut off by
    // the frame: fit it again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (Math.ceil(frame.getBoundingClientRect().height) <= window.innerHeight) break;
      await settle(document.body);
      await fitFrameTo(frame, width, window.innerHeight);
    }
    let match = await commands.matchPicture(name, '[data-visual-canvas]');
    // On a busy machine a story can still grow after it was fitted (a late answer drawing more):
    // the picture is then blank below the frame. The story is fitted again and photographed once
    // more; a picture that differs for any other reason fails as before.
    for (
      let attempt = 0;
      !match.pass &&
      attempt < 2 &&
      Math.ceil(frame.getBoundingClientRect().height) > window.innerHeight;
      attempt += 1
    ) {
      await settle(document.body);
      await fitFrameTo(frame, width, window.innerHeight);
      match = await commands.matchPicture(name, '[data-visual-canvas]');
    }
    if (!match.pass) expect.fail(`${match.message}${hint}`);
    frame.style.minHeight = '';
  }

  for (const { title, checks } of checksOf(storyModules)) {
    describe(title, () => {
      for (const check of checks) {
        const { testName, viewport, layout, story, isStoryTest, pictures, pictureAfterRun } = check;
        test(testName, async () => {
          // A story newer than its baseline fails until its reviewed baseline is committed.
          const missing = pictures.find(({ name }) => committed && !committed.has(name));
          if (missing) {
            throw new Error(
              `no baseline for ${missing.name}: run pnpm test:visual --update, review it and commit it`,
            );
          }
          const { width, height } = viewportSize(viewport);
          await resizeFrame(width, height);
          const canvas = newCanvas();
          canvas.dataset.visualCanvas = '';
          canvas.style.padding = layoutPadding[layout] ?? layoutPadding.padded;

          // Each picture of the render, at its viewport's size.
          const photograph = async () => {
            for (const picture of pictures) {
              const size = viewportSize(picture.viewport);
              await resizeFrame(size.width, size.height);
              // A picture of the render resized to another viewport: a story that changes when
              // resized differs from its own render there, and says so with a tag.
              const hint =
                picture.viewport === viewport
                  ? ''
                  : ` (taken from the ${viewport} render resized to ${picture.viewport}: if the story changes when resized, tag it visual-render-per-viewport)`;
              await comparePicture(canvas, picture.name, size.width, size.height, hint);
            }
          };
          // The pictures of the rendered story are taken before the play function acts on it;
          // the play function then runs at this render's viewport, as in Storybook.
          onceRendered(
            pictures.length > 0 && !pictureAfterRun
              ? async () => {
                  await photograph();
                  await resizeFrame(width, height);
                }
              : undefined,
          );
          try {
            await story.run({ canvasElement: canvas });
          } finally {
            onceRendered(undefined);
          }
          if (pictures.length > 0 && pictureAfterRun) await photograph();
          if (isStoryTest) expect(accessibilityFailures(story)).toEqual([]);
        });
      }
    });
  }
}
