import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  deleteJob,
  jobLifecycleOf,
  setJobStatus,
  type EmployerJob,
  type EmployerJobFilters,
  type JobRow,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { employerMessages } from './employerMessages';
import { employerKeys } from './employerQueries';

type JobLists = EmployerJob[] | undefined;

/**
 * Publish, move to drafts and delete, each a real write. The lists on screen take the row the
 * database returned at once; the other employer screens re-read when they next show.
 */
export function useJobActions() {
  const client = useSupabase();
  const queryClient = useQueryClient();

  const updateLists = (
    update: (jobs: EmployerJob[], filters: EmployerJobFilters) => EmployerJob[],
  ) => {
    for (const [key, jobs] of queryClient.getQueriesData<EmployerJob[]>({
      queryKey: [...employerKeys.all, 'jobs'],
    })) {
      if (!jobs) continue;
      const filters = (key[3] ?? {}) as EmployerJobFilters;
      queryClient.setQueryData<JobLists>(key, update(jobs, filters));
    }
    void queryClient.invalidateQueries({ queryKey: employerKeys.all, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'dashboard'] });
    void queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'plan'] });
  };

  const failed = (error: DataQueryError) =>
    toast({
      title:
        error.code === 'P0001'
          ? employerMessages.planLimitTitle
          : error.code === 'validation_failed' || error.code === '23514'
            ? employerMessages.draftNeedsDetails.title
            : employerMessages.actionFailed,
      description: error.message,
      tone: 'critical',
    });

  const changeStatus = useMutation({
    mutationFn: async ({ job, status }: { job: EmployerJob; status: 'draft' | 'published' }) =>
      unwrap(await setJobStatus(client, job.id, status)),
    onSuccess: (row: JobRow, { status }) => {
      const lifecycle = jobLifecycleOf(row);
      updateLists((jobs, filters) =>
        jobs
          .map((job) =>
            job.id === row.id
              ? { ...job, lifecycle, expiresAt: row.expires_at, publishedAt: row.published_at }
              : job,
          )
          .filter((job) => !filters.lifecycle || job.lifecycle === filters.lifecycle),
      );
      toast({
        ...(status === 'draft' ? employerMessages.jobMovedToDrafts : employerMessages.jobPublished),
        tone: 'positive',
      });
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: async (job: EmployerJob) => unwrap(await deleteJob(client, job.id)),
    onSuccess: (_nothing, job) => {
      updateLists((jobs) => jobs.filter((row) => row.id !== job.id));
      toast({ ...employerMessages.jobDeleted, tone: 'positive' });
    },
    onError: failed,
  });

  return { changeStatus, remove };
}
