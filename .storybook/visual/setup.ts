import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, vi } from 'vitest';
import preview from '../preview';
import { gatedAxe } from './storyChecks';
import { hideTestFrame } from './testFrame';

// The annotations Storybook uses (theme decorator, MSW loader, viewports) and the a11y addon's:
// axe runs after each story's play function, as in Storybook's own test runs. Their beforeAll
// wraps Testing Library in React's act(), so play functions see effects flushed. axe is skipped
// on a render it already found clean (see checkStories).
const annotations = setProjectAnnotations([
  { ...a11yAnnotations, afterEach: gatedAxe(a11yAnnotations.afterEach) },
  preview,
]);
beforeAll(annotations.beforeAll);

// One fixed "now", so "Posted 3 days ago" and copyright years read the same in every run.
// Only Date is faked: timers, animation frames and network run as usual.
export const visualNow = new Date('2026-06-15T12:00:00Z');
vi.useFakeTimers({ toFake: ['Date'], now: visualNow });

// Nothing is drawn but the pictures (see hideTestFrame).
hideTestFrame();
