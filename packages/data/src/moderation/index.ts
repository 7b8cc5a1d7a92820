export {
  accountStanding,
  accountStandingMessages,
  accountRefusal,
  setAccountBlocked,
  supportPath,
} from './accounts';
export type { AccountStanding } from './accounts';
export { jobReviewFields, changedReviewFields, jobNeedsReview } from './jobs';
export { resolveCompanySlug } from './slugs';
