export { FaqList, faqQuestionHeadingLevels } from './FaqList';
export type { FaqListProps, FaqQuestionHeadingLevel } from './FaqList';
export { filterFaqItems } from './filterFaqItems';
export type { FaqItem } from './filterFaqItems';
