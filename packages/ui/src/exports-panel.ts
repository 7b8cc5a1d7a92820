// Public exports: panel. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export { ArticleCard } from './components/ArticleCard';
export type { ArticleCardProps } from './components/ArticleCard';

export { TeamMemberCard, initialsOf } from './components/TeamMemberCard';
export type { TeamMemberCardProps, TeamMemberSocialLink } from './components/TeamMemberCard';

export { FaqList, filterFaqItems } from './components/FaqList';
export type { FaqListProps, FaqItem } from './components/FaqList';

export { PlanCard, PlanCardGrid } from './components/PlanCard';
export type { PlanCardProps, PlanCardGridProps } from './components/PlanCard';

export { StatCard, statCardTones, statCardDeltaTones } from './components/StatCard';
export type { StatCardProps, StatCardTone, StatCardDeltaTone } from './components/StatCard';

export { ShortcutCard } from './components/ShortcutCard';
export type { ShortcutCardProps } from './components/ShortcutCard';

export { PanelLayout, matchActiveHref } from './components/PanelLayout';
export type { PanelLayoutProps, PanelLink, PanelNotifications } from './components/PanelLayout';

export { DataTable, nextSort, dataTableAligns, sortDirections } from './components/DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableRowActions,
  DataTableSort,
  DataTableAlign,
  SortDirection,
} from './components/DataTable';

export { ErrorScreen } from './components/ErrorScreen';
export type { ErrorScreenProps } from './components/ErrorScreen';

export { RedirectScreen } from './components/RedirectScreen';
export type { RedirectScreenProps } from './components/RedirectScreen';
