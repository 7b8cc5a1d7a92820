import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getBillingDetails,
  getCurrentConsentText,
  getFeeQuote,
  getFeeSchedule,
  getMyService,
  listCharges,
  listFeeJurisdictions,
  listInvoices,
  listProposals,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useCandidateId } from '../applicant/applicantQueries';

/**
 * Query keys of the managed service. The candidate's own start with 'applicant' (a write in the
 * panel can refresh them all); the schedule and the restrictions are public and shared with /fees.
 */
export const serviceKeys = {
  all: ['applicant', 'service'] as const,
  mine: (userId: string) => ['applicant', 'service', 'mine', userId] as const,
  consentText: ['applicant', 'service', 'consent-text'] as const,
  proposals: (userId: string) => ['applicant', 'service', 'proposals', userId] as const,
  invoices: (userId: string) => ['applicant', 'service', 'invoices', userId] as const,
  charges: (userId: string) => ['applicant', 'service', 'charges', userId] as const,
  billing: ['applicant', 'service', 'billing'] as const,
  /** The quote depends on who asks (where they live) as well as the destinations. */
  quote: (userId: string, destinations: readonly string[]) =>
    ['applicant', 'service', 'quote', userId, ...destinations] as const,
  feeSchedule: ['service-fees'] as const,
  feeJurisdictions: ['fee-jurisdictions'] as const,
};

/** The candidate's enrolment, recruiter and consents. */
export function useMyService() {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: serviceKeys.mine(userId),
    queryFn: async () => unwrap(await getMyService(client, userId)),
    enabled: Boolean(userId),
  });
}

/** The consent text a candidate agrees to now. */
export function useConsentText(enabled = true) {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceKeys.consentText,
    queryFn: async () => unwrap(await getCurrentConsentText(client)),
    enabled,
  });
}

export function useProposals(enabled = true) {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: serviceKeys.proposals(userId),
    queryFn: async () => unwrap(await listProposals(client, userId)),
    enabled: enabled && Boolean(userId),
  });
}

export function useInvoices(enabled = true) {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: serviceKeys.invoices(userId),
    queryFn: async () => unwrap(await listInvoices(client, { candidateId: userId })),
    enabled: enabled && Boolean(userId),
  });
}

export function useCharges(enabled = true) {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: serviceKeys.charges(userId),
    queryFn: async () => unwrap(await listCharges(client, userId)),
    enabled: enabled && Boolean(userId),
  });
}

/** The active fee schedule, in the order the fees page lists it. */
export function useFeeSchedule(enabled = true) {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceKeys.feeSchedule,
    queryFn: async () => unwrap(await getFeeSchedule(client)),
    enabled,
  });
}

/** Where charging work-seekers is restricted, with the sources. */
export function useFeeJurisdictions() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceKeys.feeJurisdictions,
    queryFn: async () => unwrap(await listFeeJurisdictions(client)),
  });
}

/**
 * What the candidate would owe for jobs in each destination. While a new choice loads, the last
 * quote stays on screen (marked as updating) rather than blinking away.
 */
export function useFeeQuote(destinations: readonly string[]) {
  const client = useSupabase();
  const userId = useCandidateId();
  const sorted = [...destinations].sort();
  return useQuery({
    queryKey: serviceKeys.quote(userId, sorted),
    queryFn: async () => unwrap(await getFeeQuote(client, sorted)),
    enabled: sorted.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Who invoices and where to pay: read (once) when a candidate downloads an invoice or asks how to pay. */
export function useBillingDetailsLoader() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      queryKey: serviceKeys.billing,
      queryFn: async () => unwrap(await getBillingDetails(client)),
    });
}
