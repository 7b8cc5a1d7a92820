export { SiteHeader } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderNavLink, SiteHeaderAction } from './SiteHeader';
