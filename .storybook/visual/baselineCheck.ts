import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { checksOf, type StoryModule } from './storyChecks';

/** Fails on a committed baseline that none of these stories draws (`--update` deletes it). */
export function checkBaselinesBelong(storyModules: Record<string, StoryModule>) {
  test('every baseline belongs to a story', async () => {
    // A baseline whose story is gone would never be compared again: it must not linger.
    const expected = checksOf(storyModules).flatMap(({ checks }) =>
      checks.flatMap(({ pictures }) => pictures.map(({ name }) => name)),
    );
    expect(await commands.pruneBaselines(expected)).toEqual([]);
  });
}
