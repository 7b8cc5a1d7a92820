export { PanelLayout } from './PanelLayout';
export type { PanelLayoutProps } from './PanelLayout';
export type { PanelLink } from './PanelMenu';
export { matchActiveHref } from './matchActiveHref';
