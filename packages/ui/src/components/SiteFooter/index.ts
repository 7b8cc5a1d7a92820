export { SiteFooter } from './SiteFooter';
export type {
  SiteFooterProps,
  SiteFooterLink,
  SiteFooterLinkGroup,
  SiteFooterSocialLink,
} from './SiteFooter';
