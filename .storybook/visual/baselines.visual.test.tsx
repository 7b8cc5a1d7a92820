import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { checksOf, type StoryModule } from './storyChecks';

// Every story of the library and the site, found the same way Storybook finds them.
const storyModules = import.meta.glob<StoryModule>(
  [
    '/packages/ui/src/**/*.stories.tsx',
    '/.storybook/docs/*.stories.tsx',
    '/apps/site/src/**/*.stories.tsx',
  ],
  { eager: true },
);

test('every baseline belongs to a story', async () => {
  // A baseline whose story is gone would never be compared again: it must not linger.
  const expected = checksOf(storyModules).flatMap(({ checks }) =>
    checks.flatMap(({ pictures }) => pictures.map(({ name }) => name)),
  );
  expect(await commands.pruneBaselines(expected)).toEqual([]);
});
