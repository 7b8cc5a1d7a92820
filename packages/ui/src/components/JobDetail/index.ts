export { JobDetail, toParagraphs } from './JobDetail';
export type { JobDetailProps } from './JobDetail';
