import axe from 'axe-core';
import { composeStory, type StoryObj } from '@storybook/react-vite';
import { isExportStory } from 'storybook/internal/csf';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { viewportSize, type ViewportName } from '../viewports';
import { canvasPerTest, quiet, settle } from './testFrame';
import type { StoryModule } from './storyChecks';

const viewports: ViewportName[] = ['mobile', 'desktop'];

/** The page's main story, composed with the dark theme and without its play function. */
function mainStory(storyModule: StoryModule) {
  const meta = storyModule.default;
  const names = Object.keys(storyModule).filter(
    (name) => name !== 'default' && isExportStory(name, meta),
  );
  const name = names.includes('Default') ? 'Default' : names[0];
  if (!name) return null;
  const annotations = storyModule[name] as StoryObj;
  return composeStory(
    { ...annotations, play: undefined, globals: { ...annotations.globals, theme: 'dark' } },
    { ...meta, play: undefined },
    // Only the contrast rule runs here (below), not the a11y addon's whole check after rendering.
    { initialGlobals: { a11y: { manual: true } } },
    name,
  );
}

/** Each contrast failure as one readable line: where, and axe's numbers. */
async function contrastFailures(root: HTMLElement) {
  const results = await axe.run(root, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
  );
}

/**
 * Every page of the site must read in the dark theme: each page's main story (Default, else its
 * first), under the toolbar's dark global, at phone and then desktop width, passes axe's
 * colour-contrast rule. It runs in the visual suite because it draws stories the same way.
 */
export function checkDarkContrast(pageStories: Record<string, StoryModule>) {
  describe('site pages in the dark theme', () => {
    const newCanvas = canvasPerTest();
    for (const [path, storyModule] of Object.entries(pageStories)) {
      const story = mainStory(storyModule);
      if (!story) continue;
      // One render per page, resized from phone to desktop width: the colours do not depend on
      // how the page was first laid out, and a render is most of a check's cost.
      test(`${storyModule.default.title ?? path} ${story.storyName}`, async () => {
        const canvas = newCanvas();
        for (const [index, viewport] of viewports.entries()) {
          const { width, height } = viewportSize(viewport);
          await commands.fitWindow(width, height);
          await page.viewport(width, height);
          if (index === 0) await story.run({ canvasElement: canvas });
          // At rest: a page whose data comes in two steps can look settled between them, and
          // would be measured (and checked) half drawn.
          await settle(document.body);
          await quiet(document.body);
          // Text below the fold counts too: the frame grows to the whole page.
          const fullHeight = Math.max(height, Math.ceil(canvas.getBoundingClientRect().height));
          if (fullHeight > height) {
            await commands.fitWindow(width, fullHeight);
            await page.viewport(width, fullHeight);
            await settle(document.body);
          }
          expect(await contrastFailures(canvas), `at ${viewport} width`).toEqual([]);
        }
      });
    }
  });
}
