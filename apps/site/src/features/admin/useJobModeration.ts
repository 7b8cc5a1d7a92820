import {
  approveJob,
  jobLifecycleOf,
  rejectJob,
  setEmployerStatus,
  setJobFeatured,
  takeDownJob,
  type AdminJob,
} from '@globalhire/data';
import { useApplyAdminChange, useRefreshAdminList } from './adminQueries';
import { adminMessages } from './adminMessages';
import { useAdminAction } from './useAdminAction';

export type JobModeration = 'approve' | 'reject' | 'take_down' | 'feature' | 'unfeature';

/** Approve, reject, take down, feature and unfeature a job; the listed row changes with the saved one. */
export function useJobModeration() {
  const applyChange = useApplyAdminChange();
  return useAdminAction({
    write: (
      client,
      { job, action, reason }: { job: AdminJob; action: JobModeration; reason?: string },
    ) => {
      if (action === 'approve') return approveJob(client, job.id);
      if (action === 'reject') return rejectJob(client, job.id, reason ?? '');
      if (action === 'take_down') return takeDownJob(client, job.id, reason ?? '');
      return setJobFeatured(client, job.id, action === 'feature');
    },
    onSaved: (saved, { action }) =>
      applyChange<AdminJob>('jobs', (row) =>
        row.id === saved.id
          ? {
              ...row,
              approved: saved.approved,
              featured: saved.featured,
              status: saved.status,
              published_at: saved.published_at,
              expires_at: saved.expires_at,
              approval_held_at: saved.approval_held_at,
              taken_down_at: saved.taken_down_at,
              // Featuring leaves a job where it stands; a decision moves it.
              lifecycle:
                action === 'feature' || action === 'unfeature'
                  ? row.lifecycle
                  : jobLifecycleOf(saved),
            }
          : row,
      ),
    notice: (saved, { job, action }) =>
      action === 'approve' && saved.approval_held_at
        ? adminMessages.job.held(job.title, job.company_name ?? 'the company')
        : action === 'take_down'
          ? adminMessages.job.takeDown(job.title)
          : adminMessages.job[action](job.title),
  });
}

/**
 * Verify a job's company from the approval queue: the jobs approved for it go live, so the list
 * is read again.
 */
export function useVerifyCompany() {
  const applyChange = useApplyAdminChange();
  const refreshJobs = useRefreshAdminList('jobs');
  return useAdminAction({
    write: (client, job: AdminJob) => setEmployerStatus(client, job.company_id, 'verified'),
    onSaved: (_saved, job) => {
      applyChange<AdminJob>('jobs', (row) =>
        row.company_id === job.company_id ? { ...row, employer_status: 'verified' } : row,
      );
      refreshJobs();
    },
    notice: (_saved, job) => adminMessages.employerVerified(job.company_name ?? 'The employer'),
  });
}
