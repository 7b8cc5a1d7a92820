export { PlanCard, PlanCardGrid } from './PlanCard';
export type { PlanCardProps, PlanCardGridProps } from './PlanCard';
