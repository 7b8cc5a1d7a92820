import { formatDate, type JobSummary } from '@globalhire/data';
import { jobDetailCopy } from '../../content/jobs';

type Posted = Pick<JobSummary, 'published_at' | 'created_at'>;

/** 'Posted 5 December 2026': the site's one date format, as every other date on a job page. */
export const jobPostedText = (job: Posted) =>
  jobDetailCopy.posted(formatDate(job.published_at ?? job.created_at));

/**
 * The last day to apply: the employer's closing date while it is what ends the listing, else the
 * day the plan's listing period ends ('Apply before' that instant). None when neither is set.
 */
export function jobDeadlineText(job: {
  closes_on: string | null;
  expires_at: string | null;
}): string | undefined {
  const closingEnd = job.closes_on ? Date.parse(`${job.closes_on}T00:00:00Z`) + 86_400_000 : null;
  const expires = job.expires_at ? Date.parse(job.expires_at) : null;
  if (job.closes_on && (expires === null || closingEnd === null || expires >= closingEnd))
    return jobDetailCopy.applyBy(formatDate(job.closes_on));
  return job.expires_at ? jobDetailCopy.applyBefore(formatDate(job.expires_at)) : undefined;
}
