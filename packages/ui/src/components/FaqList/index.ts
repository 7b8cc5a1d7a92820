export { FaqList } from './FaqList';
export type { FaqListProps } from './FaqList';
export { filterFaqItems } from './filterFaqItems';
export type { FaqItem } from './filterFaqItems';
