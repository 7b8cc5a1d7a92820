import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { checksOf, type StoryModule } from './storyChecks';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Baselines no story draws; with `--update` they are deleted and none are returned. */
    pruneBaselines: (expected: string[]) => Promise<string[]>;
    /** Committed baselines that are byte for byte the same picture, in groups. */
    duplicateBaselines: () => Promise<string[][]>;
  }
}

/** Fails on a committed baseline that none of these stories draws (`--update` deletes it). */
export function checkBaselinesBelong(storyModules: Record<string, StoryModule>) {
  test('every baseline belongs to a story', async () => {
    // A baseline whose story is gone would never be compared again: it must not linger.
    const expected = checksOf(storyModules).flatMap(({ checks }) =>
      checks.flatMap(({ pictures }) => pictures.map(({ name }) => name)),
    );
    expect(await commands.pruneBaselines(expected)).toEqual([]);
  });

  test('every baseline is a distinct picture', async () => {
    // A picture drawn twice is one baseline, the other story listed in same-as.json
    // (`pnpm test:visual --update` does it).
    expect(await commands.duplicateBaselines()).toEqual([]);
  });
}
