import type { JobDetail } from '@globalhire/data';

export type JobLiveness = 'live' | 'pending' | 'rejected' | 'draft' | 'expired';

/** Where a job stands for candidates: only a live job is listed and open to applications. */
export function jobLiveness(
  job: Pick<JobDetail, 'approved' | 'status' | 'expires_at'>,
  now: Date = new Date(),
): JobLiveness {
  if (job.status === 'draft') return 'draft';
  if (job.approved === null) return 'pending';
  if (job.approved === false) return 'rejected';
  if (job.expires_at && new Date(job.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** What the owner or an admin reads on a job candidates cannot see or apply to. */
export const livenessNotice: Record<Exclude<JobLiveness, 'live'>, string> = {
  pending: 'This job is waiting for approval. Candidates will see it once an admin approves it.',
  rejected: 'This job was not approved, so candidates cannot see it.',
  draft: 'This job is a draft. Publish it to submit it for approval.',
  expired: 'This job has expired and no longer accepts applications.',
};
