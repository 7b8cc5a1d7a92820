import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { isExportStory } from 'storybook/internal/csf';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportSize } from '../viewports';
import { mockedRequestsWaiting } from '../mockActivity';
import { pictureKey } from './pictureKey';
import { afterPlayTag, screenshotName, viewportsFor } from './storyShots';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Baselines no story produces; with `--update` they are deleted and none are returned. */
    pruneBaselines: (expected: string[]) => Promise<string[]>;
    /** The committed baselines' names, or null when this run writes baselines (all can compare). */
    listBaselines: () => Promise<string[] | null>;
    /** Grows the runner's window to at least this size, so the frame is never scaled down. */
    fitWindow: (width: number, height: number) => Promise<void>;
  }
}

export type StoryModule = Record<string, unknown> & { default: Meta };

interface Shot {
  name: string;
  viewport: ReturnType<typeof viewportsFor>[number];
  /** What is photographed: the story, or the story without its play function. */
  picture: ReturnType<typeof composeStory>;
  layout: keyof typeof layoutPadding;
}

const layoutPadding = { padded: '16px', centered: '16px', fullscreen: '0' } as const;

/**
 * Every screenshot the given story files produce, grouped by their file's title. A picture that
 * an earlier story of the same file already draws (see pictureKey) is captured once, under the
 * earlier story's name.
 */
export function shotsOf(storyModules: Record<string, StoryModule>) {
  return Object.entries(storyModules).map(([path, storyModule]) => {
    const meta = storyModule.default;
    const shots: (Shot & { storyName: string })[] = [];
    const captured = new Set<string>();
    // Of stories drawing one picture, the Default keeps it; otherwise the first by name (a
    // module's exports come sorted by name).
    const exports = Object.entries(storyModule).sort(
      ([a], [b]) => Number(b === 'Default') - Number(a === 'Default'),
    );
    for (const [exportName, annotations] of exports) {
      if (exportName === 'default' || !isExportStory(exportName, meta)) continue;
      const story = composeStory(annotations as StoryObj, meta, undefined, exportName);
      // Without the tag the picture is the rendered story itself, not a moment in its play function.
      const picture = story.tags.includes(afterPlayTag)
        ? story
        : composeStory(
            { ...(annotations as StoryObj), play: undefined },
            { ...meta, play: undefined },
            undefined,
            exportName,
          );
      const layout = (story.parameters.layout ?? 'padded') as keyof typeof layoutPadding;
      const afterPlay = story.tags.includes(afterPlayTag);
      for (const viewport of viewportsFor(story)) {
        const own = annotations as Record<string, unknown>;
        const key = pictureKey({ story, own, afterPlay, viewport });
        if (captured.has(key)) continue;
        captured.add(key);
        shots.push({
          name: screenshotName(story.id, viewport),
          viewport,
          picture,
          layout,
          storyName: story.storyName,
        });
      }
    }
    return { title: meta.title ?? path, shots };
  });
}

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Waits until every mocked request the story made has its answer, and React has drawn it: a
 * frame after the last answer, no new request started. A time box (10 s) keeps a misbehaving
 * mock from hanging the run; the screenshot then shows what there is and fails on its own.
 */
async function mockedDataArrived() {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (mockedRequestsWaiting() === 0) {
      await nextFrames();
      if (mockedRequestsWaiting() === 0) return;
    } else {
      await nextFrames();
    }
  }
}

export async function settle(root: HTMLElement) {
  await mockedDataArrived();
  await document.fonts.ready;
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)),
  );
  await nextFrames();
}

/**
 * Screenshots every story of these files and compares each with its committed baseline. Each
 * shard of the suite is its own test file, so Vitest runs the shards side by side.
 */
export function captureStories(storyModules: Record<string, StoryModule>) {
  // Vitest's own nodes in <body>; anything else but the canvas is a story's portal.
  const runnerNodes = new Set(document.body.children);
  let canvas: HTMLElement | undefined;
  let committed: Set<string> | null = null;

  beforeAll(async () => {
    const names = await commands.listBaselines();
    committed = names && new Set(names);
  });

  beforeEach(() => {
    // A story's picture must not depend on which stories ran before it (a stored session).
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => {
    canvas?.remove();
    canvas = undefined;
  });

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
    await nextFrames();
  }

  /**
   * Waits until the story stops changing height (mocked data arriving, lazy chunks loading), so
   * the frame is fitted to the settled story rather than to a moment in its loading.
   */
  async function settledHeight(element: HTMLElement) {
    let last = Math.ceil(element.getBoundingClientRect().height);
    // The data is in (settle), so two steady checks cover what is left: a lazy chunk's render.
    for (let check = 0, steady = 0; check < 60 && steady < 2; check += 1) {
      await nextFrames();
      const height = Math.ceil(element.getBoundingClientRect().height);
      steady = height === last ? steady + 1 : 0;
      last = height;
    }
    return last;
  }

  /**
   * The test frame only paints what fits in it, so it grows to the story's full height (a page
   * with `min-height: 100vh` keeps its height once the frame fits it).
   */
  async function fitFrameTo(element: HTMLElement, width: number, minHeight: number) {
    let height = minHeight;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const needed = await settledHeight(element);
      if (needed <= height) break;
      height = needed;
      await resizeFrame(width, height);
      // A wider or taller frame can change the layout (a breakpoint) and with it the requests.
      await settle(document.body);
    }
    if (height === minHeight) return;
    // A frame never shrinks by itself: a loading state taller than the settled story (a skeleton
    // replaced by a short error) would leave it too tall, and a `min-height: 100vh` page fills it.
    // So the settled story is measured again from the smallest frame.
    await resizeFrame(width, minHeight);
    await settle(document.body);
    const settled = await settledHeight(element);
    if (settled <= minHeight) return;
    await resizeFrame(width, settled);
    await settle(document.body);
  }

  for (const { title, shots } of shotsOf(storyModules)) {
    describe(title, () => {
      for (const { name, viewport, picture, layout, storyName } of shots) {
        test(`${storyName} (${viewport})`, async () => {
          // A story newer than its baseline fails until its reviewed baseline is committed.
          if (committed && !committed.has(name)) {
            throw new Error(
              `no baseline for ${name}: run pnpm test:visual --update, review it and commit it`,
            );
          }
          const { width, height } = viewportSize(viewport);
          await resizeFrame(width, height);
          canvas = document.createElement('div');
          canvas.style.padding = layoutPadding[layout] ?? layoutPadding.padded;
          document.body.append(canvas);

          await picture.run({ canvasElement: canvas });
          // Dialogs and toasts portal into <body>: capture the whole viewport under them.
          const portals = [...document.body.children].filter(
            (node) => node !== canvas && !runnerNodes.has(node),
          );
          if (portals.length > 0) canvas.style.minHeight = '100vh';
          await settle(document.body);
          await fitFrameTo(canvas, width, height);

          await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
        });
      }
    });
  }
}
