import { captureStories, type StoryModule } from './captureStories';

// Shard 2 of the visual suite: the site's pages and features.
captureStories(import.meta.glob<StoryModule>('/apps/site/src/**/*.stories.tsx', { eager: true }));
