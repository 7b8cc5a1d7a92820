export { IndustryGrid } from './IndustryGrid';
export type { IndustryGridProps, IndustryGridItem } from './IndustryGrid';
