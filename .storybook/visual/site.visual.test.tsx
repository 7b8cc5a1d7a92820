import { checkStories } from './checkStories';
import type { StoryModule } from './storyChecks';

// Shard 2 of the suite: the site's pages and features.
checkStories(import.meta.glob<StoryModule>('/apps/site/src/**/*.stories.tsx', { eager: true }));
