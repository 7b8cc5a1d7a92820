export { StatsStrip, statsStripTones } from './StatsStrip';
export type { StatsStripProps, StatsStripItem, StatsStripTone } from './StatsStrip';
