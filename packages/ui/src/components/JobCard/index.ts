export { JobCard } from './JobCard';
export type { JobCardProps, JobBadge } from './JobCard';
