import { StatusBadge } from '@globalhire/ui';
import type { AdminJob } from '@globalhire/data';
import { lifecycleLabels } from './labels';

/** Words for where a job stands that its lifecycle alone does not say. */
export const jobStandingLabels = {
  held: 'Approved, waiting for verification',
  takenDown: 'Taken down',
} as const;

/** The job's status: a held approval and a take-down are told apart from pending and rejected. */
export function JobStatusCell({ job }: { job: AdminJob }) {
  if (job.lifecycle === 'pending' && job.approval_held_at)
    return <StatusBadge status="pending" label={jobStandingLabels.held} />;
  if (job.lifecycle === 'rejected' && job.taken_down_at)
    return <StatusBadge status="rejected" label={jobStandingLabels.takenDown} />;
  return <StatusBadge status={job.lifecycle} label={lifecycleLabels[job.lifecycle]} />;
}

/** Where the job's company stands: its jobs go live only once verified, never while blocked. */
export function CompanyStandingCell({ job }: { job: AdminJob }) {
  if (job.company_blocked) return <StatusBadge status="blocked" />;
  if (job.employer_status === 'pending')
    return <StatusBadge status="pending" label="Not verified" />;
  return job.employer_status ? <StatusBadge status={job.employer_status} /> : <>—</>;
}
