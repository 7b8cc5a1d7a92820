export * from './schemas';
export { validationMessages } from './messages';
export { utcToday, latestClosingDate } from './jobTiming';
