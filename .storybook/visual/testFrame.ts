import { afterEach, beforeEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import { mockedRequestsWaiting } from '../mockActivity';

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

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
 * Waits until nothing in the document has changed, and no mocked request has been waiting, for
 * two frames (at most about two seconds): a page whose data comes in two steps (an answer whose
 * render starts the next request) can look settled between them, and the picture is of the
 * state it comes to rest in, not of that moment.
 */
export async function quiet(root: HTMLElement) {
  for (let check = 0, calm = 0; check < 120 && calm < 2; check += 1) {
    const changed = watchForChanges(root);
    await nextFrame();
    calm = changed() || mockedRequestsWaiting() > 0 ? 0 : calm + 1;
  }
}

/**
 * When a file other than a data request (a lazy chunk's module, a style sheet) last finished
 * loading in this frame. Only a story's first render of a lazy part loads one: the frame keeps
 * every module it has evaluated.
 */
let lastFileLoaded = Number.NEGATIVE_INFINITY;
const dataRequests = new Set(['fetch', 'xmlhttprequest', 'beacon']);
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries() as PerformanceResourceTiming[]) {
    if (!dataRequests.has(entry.initiatorType)) {
      lastFileLoaded = Math.max(lastFileLoaded, entry.responseEnd);
    }
  }
}).observe({ type: 'resource' });

/**
 * Waits until the story stops changing height (mocked data arriving, lazy chunks loading), so
 * the frame is fitted to the settled story rather than to a moment in its loading.
 */
export async function settledHeight(element: HTMLElement) {
  let last = Math.ceil(element.getBoundingClientRect().height);
  let changedAt = Number.NEGATIVE_INFINITY;
  // The data is in (settle): the height must hold for two frames. A lazy chunk that has just
  // loaded, or a height that has just changed, can take longer than that to render on a busy
  // machine: then it must also hold for 100 ms.
  for (let check = 0, steady = 0; check < 240; check += 1) {
    await nextFrame();
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height !== last) changedAt = performance.now();
    steady = height === last ? steady + 1 : 0;
    last = height;
    const moved = Math.max(changedAt, lastFileLoaded);
    if (steady >= 2 && performance.now() - moved >= 100) break;
  }
  return last;
}

/** The runner's iframe that holds the stories (null outside a frame). */
const testFrameElement = () => window.frameElement as HTMLElement | null;

/**
 * The test frame is hidden (`visibility` on the runner's iframe) except while a picture is taken.
 * Its document lays out, runs and answers queries exactly as before (styles do not inherit into
 * a frame, so nothing inside it is hidden, focus and hit-testing work, axe measures colours the
 * same), but Chromium neither paints, rasters nor composites it: most renders are never
 * photographed, and drawing them costs about a tenth of a story test's CPU (mostly the GPU
 * process's compositor and the renderer's raster and compositor threads).
 */
export function hideTestFrame() {
  const frame = testFrameElement();
  if (frame) frame.style.visibility = 'hidden';
}

/** Shows the test frame while `take` photographs it, and hides it again. */
export async function shownWhile<T>(take: () => Promise<T>): Promise<T> {
  const frame = testFrameElement();
  if (frame) frame.style.visibility = '';
  try {
    return await take();
  } finally {
    hideTestFrame();
  }
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
 * The test frame's size. It is resized only when asked for another size (a story at the size of
 * the one before costs no resize), and the runner's window only ever grows.
 */
export function testFrame() {
  let frameSize = { width: 0, height: 0 };
  let windowSize = { width: 0, height: 0 };

  /**
   * Resizes the frame; false when it already had that size. Its document has the new size on
   * return; its media-query listeners and resize observers hear of it at its next frame, which
   * the settling before a picture waits for, and a caller acting on a render at once must too.
   */
  async function resize(width: number, height: number) {
    if (frameSize.width === width && frameSize.height === height) return false;
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
    return true;
  }

  /**
   * The test frame only paints what fits in it, so it grows to the story's full height (a page
   * with `min-height: 100vh` keeps its height once the frame fits it). `settled`: the element's
   * settled height at this frame size, when the caller has just measured it.
   */
  async function fitTo(element: HTMLElement, width: number, minHeight: number, settled?: number) {
    const measured = settled ?? (await settledHeight(element));
    if (measured <= minHeight) return;
    // Measured settled at the smallest frame: unless the story changes once the frame grows,
    // that height is the picture's.
    const changedSince = watchForChanges(document.body);
    await resize(width, measured);
    await settle(document.body);
    if (!changedSince()) return;

    let height = measured;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const needed = await settledHeight(element);
      if (needed <= height) break;
      height = needed;
      await resize(width, height);
      // A taller frame can change the story (more to show) and with it the requests.
      await settle(document.body);
    }
    // A frame never shrinks by itself: a story that grew shorter after the frame grew (a loading
    // state replaced by a short error) would leave it too tall, and a `min-height: 100vh` page
    // fills it. So the settled story is measured again from the smallest frame.
    await resize(width, minHeight);
    await settle(document.body);
    const final = await settledHeight(element);
    if (final <= minHeight) return;
    await resize(width, final);
    await settle(document.body);
  }

  return { resize, fitTo };
}
