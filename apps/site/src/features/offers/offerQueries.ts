import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@globalhire/ui';
import {
  getOfferDefaults,
  getOfferLetterUrl,
  latestOffers,
  listOffers,
  makeOffer,
  respondToOffer,
  withdrawOffer,
  type OfferInput,
  type OfferRow,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { applicantKeys } from '../applicant/applicantQueries';
import { employerKeys } from '../employer/employerQueries';

/** Offer reads live under each panel's keys, so a panel's writes refresh them with the rest. */
export const offerKeys = {
  employer: (applicationIds: readonly number[]) =>
    [...employerKeys.all, 'offers', [...applicationIds].sort()] as const,
  candidate: (applicationIds: readonly number[]) =>
    [...applicantKeys.all, 'offers', [...applicationIds].sort()] as const,
  defaults: (jobId: number) => [...employerKeys.all, 'offer-defaults', jobId] as const,
};

/** The newest offer of each of these applications (RLS: the employer's or the candidate's own). */
export function useLatestOffers(
  panel: 'employer' | 'candidate',
  applicationIds: readonly number[],
) {
  const client = useSupabase();
  return useQuery({
    queryKey: offerKeys[panel](applicationIds),
    queryFn: async () => latestOffers(unwrap(await listOffers(client, applicationIds))),
    enabled: applicationIds.length > 0,
  });
}

/** The job's place and salary terms, which a new offer starts from. */
export function useOfferDefaults(jobId: number | null) {
  const client = useSupabase();
  return useQuery({
    queryKey: offerKeys.defaults(jobId ?? 0),
    queryFn: async () => unwrap(await getOfferDefaults(client, jobId ?? 0)),
    enabled: jobId !== null,
  });
}

/** The employer's writes: make an offer (letter, offer and status together) and withdraw one. */
export function useEmployerOfferActions() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  // every employer list (applicants, offers, dashboard) reads again: the status changed too
  const refresh = () => queryClient.invalidateQueries({ queryKey: employerKeys.all });

  const make = useMutation<
    OfferRow,
    DataQueryError,
    { applicationId: number; candidate: string; input: OfferInput }
  >({
    mutationFn: async ({ applicationId, input }) =>
      unwrap(await makeOffer(client, applicationId, input)),
    onSuccess: (_saved, { candidate }) => {
      void refresh();
      toast({
        title: 'Offer sent',
        description: `${candidate} is notified and can accept or decline it from their applications.`,
        tone: 'positive',
      });
    },
  });
  const withdraw = useMutation({
    mutationFn: async ({ offerId }: { offerId: number; candidate: string }) =>
      unwrap(await withdrawOffer(client, offerId)),
    onSuccess: (_saved, { candidate }) => {
      void refresh();
      toast({
        title: 'Offer withdrawn',
        description: `${candidate} is notified.`,
        tone: 'positive',
      });
    },
  });
  return { make, withdraw };
}

/** The candidate's answer: accepting hires them for the job; either way the employer is told. */
export function useRespondToOffer() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      offerId,
      accept,
      note,
    }: {
      offerId: number;
      accept: boolean;
      note?: string;
      job: string;
    }) => unwrap(await respondToOffer(client, offerId, accept, note)),
    onSuccess: (_saved, { accept, job }) => {
      // the application's status, its interviews and the dashboard all changed with an acceptance
      void queryClient.invalidateQueries({ queryKey: applicantKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['candidate-dashboard'] });
      toast(
        accept
          ? {
              title: 'Offer accepted',
              description: `Congratulations! You are hired for ${job}. The employer is notified.`,
              tone: 'positive',
            }
          : { title: 'Offer declined', description: 'The employer is notified.', tone: 'positive' },
      );
    },
  });
}

/**
 * Opens the offer letter through a short-lived signed link. The tab is opened first, inside the
 * click, so pop-up blockers allow it; the link follows once the storage has signed it.
 */
export function useOpenOfferLetter() {
  const client = useSupabase();
  return async (path: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const { data, error } = await getOfferLetterUrl(client, path);
    if (error || !data) {
      tab?.close();
      toast({
        title: 'The offer letter could not be opened.',
        description: error?.message,
        tone: 'critical',
      });
      return;
    }
    if (tab) tab.location.href = data;
    else window.location.assign(data);
  };
}
