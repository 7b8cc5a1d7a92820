import { captureStories, type StoryModule } from './captureStories';

// Shard 1 of the visual suite: the component library's stories.
captureStories(import.meta.glob<StoryModule>('/packages/ui/src/**/*.stories.tsx', { eager: true }));
