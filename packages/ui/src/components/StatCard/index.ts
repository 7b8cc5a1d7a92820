export { StatCard, statCardTones, statCardDeltaTones } from './StatCard';
export type { StatCardProps, StatCardTone, StatCardDeltaTone } from './StatCard';
