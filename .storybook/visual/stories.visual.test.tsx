import { checkBaselinesBelong } from './baselineCheck';
import { checkStories } from './checkStories';
import { checkDarkContrast } from './darkContrast';
import type { StoryModule } from './storyChecks';

// The whole suite is one test file: each test file runs in a fresh frame that evaluates every
// module it imports again, so one file importing each story module once starts fastest.
const library = import.meta.glob<StoryModule>(
  [
    '/packages/ui/src/**/*.stories.tsx',
    '/packages/emails/src/**/*.stories.tsx',
    '/.storybook/docs/*.stories.tsx',
  ],
  { eager: true },
);
const site = import.meta.glob<StoryModule>('/apps/site/src/**/*.stories.tsx', { eager: true });
const sitePages = Object.fromEntries(
  Object.entries(site).filter(([path]) => path.startsWith('/apps/site/src/pages/')),
);

// Every story of the library, the emails, the guides and the site: its test and its pictures.
checkStories({ ...library, ...site });
checkDarkContrast(sitePages);
checkBaselinesBelong({ ...library, ...site });
