import { composeStory, type Meta, type StoryContext, type StoryObj } from '@storybook/react-vite';
import { isExportStory } from 'storybook/internal/csf';
import type { ViewportName } from '../viewports';
import { pictureKey } from './pictureKey';
import { afterPlayTag, renderPerViewportTag, screenshotName, viewportsFor } from './storyShots';

export type StoryModule = Record<string, unknown> & { default: Meta };
type ComposedStory = ReturnType<typeof composeStory>;
type PlayFunction = NonNullable<StoryObj['play']>;

export const layoutPadding = { padded: '16px', centered: '16px', fullscreen: '0' } as const;

/** A baseline a render is compared with, and the viewport it is photographed at. */
export interface Picture {
  name: string;
  viewport: ViewportName;
}

/** One render of a story in the suite. */
export interface StoryCheck {
  testName: string;
  viewport: ViewportName;
  layout: keyof typeof layoutPadding;
  /** What is rendered: the story as written, or without its play function (a picture only). */
  story: ComposedStory;
  /** Whether this render is the story's test: its play function runs and axe checks the result. */
  isStoryTest: boolean;
  /**
   * The baselines the render is compared with, in order: its own viewport's, then each further
   * viewport the rendered story is resized to. Empty when earlier stories draw them all.
   */
  pictures: Picture[];
  /**
   * The pictures are taken once the render is done (after the play function, for a story tagged
   * `visual-after-play` or a picture-only render), not between the render and the play function.
   */
  pictureAfterRun: boolean;
}

/**
 * Called between a story's render and its play function, so one render gives both the picture of
 * the rendered story and the story test. Set by the running test; the suite runs one at a time.
 */
let beforePlay: (() => Promise<void>) | undefined;
export function onceRendered(callback: (() => Promise<void>) | undefined) {
  beforePlay = callback;
}

/**
 * Asked once a story test's play function is done: whether the a11y addon runs axe on the render
 * now (false when axe found this very render clean before; see checkStories). Set by the running
 * test; without it, axe runs.
 */
let axeGate: ((context: StoryContext) => Promise<boolean>) | undefined;
export function whetherAxeRuns(gate: typeof axeGate) {
  axeGate = gate;
}

/** The a11y addon's afterEach (axe), run only where the running test's gate lets it. */
export function gatedAxe(afterEach: (context: StoryContext) => PromiseLike<void> | void) {
  return async (context: StoryContext) => {
    if (axeGate && !(await axeGate(context))) return;
    await afterEach(context);
  };
}

// Axe runs in a story's test only; a render made for a picture alone skips it.
const picturesOnly = { initialGlobals: { a11y: { manual: true } } };

/**
 * Every render the given story files need, grouped by their file's title: each story once at its
 * first viewport as its test (play function, then axe), with its picture, resized to each further
 * viewport it is photographed at (`visual-mobile`) for those pictures too. A story photographed
 * after its play function, or tagged `visual-render-per-viewport`, gets a render of its own at
 * each further viewport instead. A picture that an earlier story of the same file already draws
 * (see pictureKey) is captured once, under the earlier story's name.
 */
export function checksOf(storyModules: Record<string, StoryModule>) {
  return Object.entries(storyModules).map(([path, storyModule]) => {
    const meta = storyModule.default;
    const checks: StoryCheck[] = [];
    const captured = new Set<string>();
    // Of stories drawing one picture, the Default keeps it; otherwise the first by name (a
    // module's exports come sorted by name).
    const exports = Object.entries(storyModule).sort(
      ([a], [b]) => Number(b === 'Default') - Number(a === 'Default'),
    );
    for (const [exportName, exported] of exports) {
      if (exportName === 'default' || !isExportStory(exportName, meta)) continue;
      const annotations = exported as StoryObj;
      const story = composeStory(annotations, meta, undefined, exportName);
      const pictureAfterPlay = story.tags.includes(afterPlayTag);
      const resizable = !pictureAfterPlay && !story.tags.includes(renderPerViewportTag);
      const play = (annotations.play ?? meta.play) as PlayFunction | undefined;
      const layout = (story.parameters.layout ?? 'padded') as keyof typeof layoutPadding;

      let storyTest: StoryCheck | undefined;
      viewportsFor(story).forEach((viewport, index) => {
        const own = exported as Record<string, unknown>;
        const key = pictureKey({ story, own, afterPlay: pictureAfterPlay, viewport });
        const picture = captured.has(key)
          ? null
          : { name: screenshotName(story.id, viewport), viewport };
        captured.add(key);
        const pictures = picture ? [picture] : [];

        if (index === 0) {
          storyTest = {
            testName: `${story.storyName} (${viewport})`,
            viewport,
            layout,
            story: composeStory(
              {
                ...annotations,
                play:
                  play &&
                  (async (context) => {
                    await beforePlay?.();
                    return play(context);
                  }),
              },
              { ...meta, play: undefined },
              undefined,
              exportName,
            ),
            isStoryTest: true,
            pictures,
            pictureAfterRun: pictureAfterPlay || !play,
          };
          checks.push(storyTest);
        } else if (picture && resizable && storyTest) {
          // Photographed before any play function: the story test's render, resized to this
          // viewport, draws what a render of its own would (the layout follows the viewport).
          storyTest.pictures.push(picture);
        } else if (picture) {
          // A render of its own at this viewport: after the play function, which may act on what
          // only this viewport shows (a mobile menu), or a story that changes when resized.
          checks.push({
            testName: `${story.storyName} (${viewport})`,
            viewport,
            layout,
            story: pictureAfterPlay
              ? composeStory(annotations, meta, picturesOnly, exportName)
              : composeStory(
                  { ...annotations, play: undefined },
                  { ...meta, play: undefined },
                  picturesOnly,
                  exportName,
                ),
            isStoryTest: false,
            pictures,
            pictureAfterRun: true,
          });
        }
      });
    }
    return { title: meta.title ?? path, checks };
  });
}

/** An axe report of the story's test as readable lines: each rule broken, and where. */
export function accessibilityFailures(story: ComposedStory): string[] {
  return story.reporting.reports
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) => {
      const result = report.result as {
        error?: unknown;
        violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
      };
      if (result.error) return [`axe could not run: ${String(result.error)}`];
      return (result.violations ?? []).map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
    });
}
