import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  getCvDownloadUrl,
  setApplicationStatus,
  type ApplicationStatus,
  type EmployerApplicant,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { applicationStatusLabels } from './applicantPipeline';
import { employerMessages } from './employerMessages';
import { employerKeys } from './employerQueries';

/** The name on an applicant row; one whose candidate deleted their account is kept without it. */
export const candidateName = (row: EmployerApplicant) =>
  row.candidate_deleted_at
    ? 'Deleted candidate'
    : [row.candidate?.first_name, row.candidate?.last_name].filter(Boolean).join(' ') ||
      'Candidate';

/** Status changes (the database enforces who may set what) and signed links to candidates' CVs. */
export function useApplicantActions() {
  const client = useSupabase();
  const queryClient = useQueryClient();

  const move = useMutation({
    // `confirmed`: asked for in a dialog, which shows a failure itself (no toast on top)
    mutationFn: async ({
      row,
      to,
    }: {
      row: EmployerApplicant;
      to: ApplicationStatus;
      confirmed?: boolean;
    }) => unwrap(await setApplicationStatus(client, row.id, to)),
    onSuccess: (saved, { row }) => {
      // Every applicant list on screen shows the stored status at once; other screens re-read later.
      queryClient.setQueriesData<EmployerApplicant[]>(
        { queryKey: [...employerKeys.all, 'applicants'] },
        (rows) =>
          rows?.map((r) =>
            r.id === saved.id ? { ...r, status: saved.status, updated_at: saved.updated_at } : r,
          ),
      );
      void queryClient.invalidateQueries({ queryKey: employerKeys.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'dashboard'] });
      toast({
        ...employerMessages.applicantMoved(
          candidateName(row),
          applicationStatusLabels[saved.status],
        ),
        tone: 'positive',
      });
    },
    onError: (error: DataQueryError, { confirmed }) => {
      if (!confirmed)
        toast({
          title: employerMessages.actionFailed,
          description: error.message,
          tone: 'critical',
        });
    },
  });

  /**
   * Opens the CV in a new tab through a short-lived signed link. The tab is opened first, inside
   * the click, so pop-up blockers allow it; the link follows once the storage has signed it.
   */
  const openCv = async (row: EmployerApplicant) => {
    if (!row.cv_path) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const { data, error } = await getCvDownloadUrl(client, row.cv_path);
    if (error || !data) {
      tab?.close();
      toast({
        title: 'The CV could not be opened.',
        description: error?.message,
        tone: 'critical',
      });
      return;
    }
    if (tab) tab.location.href = data;
    else window.location.assign(data);
  };

  return { move, openCv };
}
