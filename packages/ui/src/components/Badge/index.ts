export { Badge, badgeTones, badgeWeights } from './Badge';
export type { BadgeProps, BadgeWeight } from './Badge';
