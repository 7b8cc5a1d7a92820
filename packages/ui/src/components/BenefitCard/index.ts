export { BenefitCard } from './BenefitCard';
export type { BenefitCardProps } from './BenefitCard';
