import { checkStories } from './checkStories';
import type { StoryModule } from './storyChecks';

// Shard 1 of the suite: the component library's stories and the guides' pattern stories.
checkStories(
  import.meta.glob<StoryModule>(
    ['/packages/ui/src/**/*.stories.tsx', '/.storybook/docs/*.stories.tsx'],
    { eager: true },
  ),
);
