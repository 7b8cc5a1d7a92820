export { PanelLayout } from './PanelLayout';
export type { PanelLayoutProps } from './PanelLayout';
export type { PanelLink } from './PanelMenu';
export type { PanelNotifications } from './NotificationsLink';
export { matchActiveHref } from './matchActiveHref';
