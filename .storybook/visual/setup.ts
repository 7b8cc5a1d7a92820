import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, vi } from 'vitest';
import preview from '../preview';

// The same annotations Storybook uses (theme decorator, MSW loader, viewports), without the
// a11y addon: axe runs in the story tests, the visual suite only takes pictures. Their
// beforeAll wraps Testing Library in React's act(), so play functions see effects flushed.
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

// One fixed "now", so "Posted 3 days ago" and copyright years read the same in every run.
// Only Date is faked: timers, animation frames and network run as usual.
export const visualNow = new Date('2026-06-15T12:00:00Z');
vi.useFakeTimers({ toFake: ['Date'], now: visualNow });
