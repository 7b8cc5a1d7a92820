import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { storyAxeCheck } from './recordedRenders';
import { checksOf, type StoryModule } from './storyChecks';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /**
     * Baselines no story draws, and recorded renders of pictures and axe checks gone; with
     * `--update` they are deleted and none are returned.
     */
    pruneBaselines: (expected: string[], axeChecks: string[]) => Promise<string[]>;
    /** Committed baselines that are byte for byte the same picture, in groups. */
    duplicateBaselines: () => Promise<string[][]>;
  }
}

/**
 * Fails on a committed baseline that none of these stories draws, or a recorded render no check
 * has (`--update` deletes them).
 */
export function checkBaselinesBelong(storyModules: Record<string, StoryModule>) {
  test('every baseline belongs to a story', async () => {
    // A baseline whose story is gone would never be compared again: it must not linger.
    const stories = checksOf(storyModules).flatMap(({ checks }) => checks);
    const expected = stories.flatMap(({ pictures }) => pictures.map(({ name }) => name));
    const axeChecks = stories
      .filter(({ isStoryTest }) => isStoryTest)
      .map(({ story, viewport }) => storyAxeCheck(story.id, viewport));
    expect(await commands.pruneBaselines(expected, axeChecks)).toEqual([]);
  });

  test('every baseline is a distinct picture', async () => {
    // A picture drawn twice is one baseline, the other story listed in same-as.json
    // (`pnpm test:visual --update` does it).
    expect(await commands.duplicateBaselines()).toEqual([]);
  });
}
