export { StickyActionBar, stickyActionBarBreakpoints } from './StickyActionBar';
export type { StickyActionBarProps, StickyActionBarBreakpoint } from './StickyActionBar';
