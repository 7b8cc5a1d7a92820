import {
  approveJob,
  jobLifecycleOf,
  rejectJob,
  setJobFeatured,
  type AdminJob,
} from '@globalhire/data';
import { useApplyAdminChange } from './adminQueries';
import { adminMessages } from './adminMessages';
import { useAdminAction } from './useAdminAction';

export type JobModeration = 'approve' | 'reject' | 'feature' | 'unfeature';

/** Approve, reject, feature and unfeature a job; the listed row changes with the saved one. */
export function useJobModeration() {
  const applyChange = useApplyAdminChange();
  return useAdminAction({
    write: (
      client,
      { job, action, reason }: { job: AdminJob; action: JobModeration; reason?: string },
    ) => {
      if (action === 'approve') return approveJob(client, job.id);
      if (action === 'reject') return rejectJob(client, job.id, reason ?? '');
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
              // Featuring leaves a job where it stands; a decision moves it.
              lifecycle:
                action === 'approve' || action === 'reject' ? jobLifecycleOf(saved) : row.lifecycle,
            }
          : row,
      ),
    notice: (_saved, { job, action }) => adminMessages.job[action](job.title),
  });
}
