export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonRadius } from './Skeleton';
