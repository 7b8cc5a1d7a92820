import { checkBaselinesBelong } from './baselineCheck';
import { checkStories } from './checkStories';
import { checkDarkContrast } from './darkContrast';
import type { StoryModule } from './storyChecks';

/**
 * The stories suite is split into test files, `stories-<n>.visual.test.tsx`, each importing the
 * suite's setup and calling `storyShard(n)`. Vitest runs them side by side, each in a browser
 * page of its own (the config's `maxWorkers`): a story test spends much of its time waiting for
 * frames and answers, so the pages share the cores well. Another shard is another such file.
 */
const shardCount = Object.keys(import.meta.glob('./stories-*.visual.test.tsx')).length;

// Every shard loads every story file, in this order: a render's digest covers every style sheet
// in the document (see renderFingerprint), so each shard's frame must hold the same sheets as
// the run that recorded the baselines' digests.
const library = import.meta.glob<StoryModule>(
  [
    '/packages/ui/src/**/*.stories.tsx',
    '/packages/emails/src/**/*.stories.tsx',
    '/.storybook/docs/*.stories.tsx',
  ],
  { eager: true },
);
const site = import.meta.glob<StoryModule>('/apps/site/src/**/*.stories.tsx', { eager: true });
const everyStory = { ...library, ...site };

/** Shard `number`'s story files: in path order, dealt out to the shards in turn. */
function shardOf(number: number) {
  const paths = Object.keys(everyStory).sort();
  return Object.fromEntries(
    Object.entries(everyStory).filter(
      ([path]) => paths.indexOf(path) % shardCount === number - 1,
    ),
  );
}

/**
 * Shard `number` of the suite: its story files' tests and pictures, and the dark-theme contrast
 * check of its site pages. The first shard also checks that every baseline belongs to a story.
 */
export function storyShard(number: number) {
  const stories = shardOf(number);
  checkStories(stories);
  checkDarkContrast(
    Object.fromEntries(
      Object.entries(stories).filter(([path]) => path.startsWith('/apps/site/src/pages/')),
    ),
  );
  if (number === 1) checkBaselinesBelong(everyStory);
}
