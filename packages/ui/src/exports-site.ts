// Public exports: site. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export { SiteHeader } from './components/SiteHeader';
export type { SiteHeaderProps, SiteHeaderNavLink, SiteHeaderAction } from './components/SiteHeader';

export { SiteFooter } from './components/SiteFooter';
export type {
  SiteFooterProps,
  SiteFooterLink,
  SiteFooterLinkGroup,
  SiteFooterSocialLink,
} from './components/SiteFooter';

export { SocialIcon, socialNetworks } from './components/SocialIcon';
export type { SocialIconProps, SocialNetwork } from './components/SocialIcon';

export { HeroSearch } from './components/HeroSearch';
export type { HeroSearchProps, HeroSearchValues } from './components/HeroSearch';

export { StatsStrip, statsStripTones } from './components/StatsStrip';
export type { StatsStripProps, StatsStripItem, StatsStripTone } from './components/StatsStrip';

export { LinkCard } from './components/LinkCard';
export type { LinkCardProps } from './components/LinkCard';

export { JobCard } from './components/JobCard';
export type { JobCardProps, JobBadge } from './components/JobCard';

export { JobDetail } from './components/JobDetail';
export type { JobDetailProps } from './components/JobDetail';

export { JobFilters, emptyJobFilterValues, countActiveFilters } from './components/JobFilters';
export type {
  JobFiltersProps,
  JobFilterValues,
  JobFiltersLabels,
  JobFilterFieldNames,
} from './components/JobFilters';

export { Pagination } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';

export { TestimonialCard } from './components/TestimonialCard';
export type { TestimonialCardProps, TestimonialCountry, FlagComponent } from './components/TestimonialCard';

export { BenefitCard } from './components/BenefitCard';
export type { BenefitCardProps } from './components/BenefitCard';

export { IndustryGrid } from './components/IndustryGrid';
export type { IndustryGridProps, IndustryGridItem } from './components/IndustryGrid';

export { StepList, stepListLayouts } from './components/StepList';
export type { StepListProps, StepListStep, StepListLayout } from './components/StepList';

