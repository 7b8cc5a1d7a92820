import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addServiceNote,
  getCandidateCitizenships,
  getCaseloadCandidate,
  getVisaVerdicts,
  listCandidateApplications,
  listCaseload,
  listCvVersions,
  listProposals,
  listServiceNotes,
  proposeJob,
  searchJobs,
  withdrawProposal,
  type JobSearchResult,
  type Proposal,
  type ProposalInput,
  type ServiceNote,
  type VisaVerdict,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { mergeJobPages } from './jobVerdicts';

/** Query keys of the recruiter panel; each starts with 'recruiter' so a write can mark them all stale. */
export const recruiterKeys = {
  all: ['recruiter'] as const,
  caseload: (recruiterId: string) => ['recruiter', 'caseload', recruiterId] as const,
  candidate: (id: string) => ['recruiter', 'candidate', id] as const,
  citizenships: (id: string) => ['recruiter', 'citizenships', id] as const,
  proposals: (id: string) => ['recruiter', 'proposals', id] as const,
  applications: (id: string) => ['recruiter', 'applications', id] as const,
  cvVersions: (id: string) => ['recruiter', 'cv-versions', id] as const,
  notes: (id: string) => ['recruiter', 'notes', id] as const,
  jobs: (keyword: string, countries: readonly string[]) =>
    ['recruiter', 'jobs', keyword, countries] as const,
  verdicts: (jobIds: readonly number[], citizenships: readonly string[]) =>
    ['recruiter', 'verdicts', jobIds, citizenships] as const,
};

/** The signed-in recruiter's id: the panel's guard renders pages only once the profile is there. */
export function useRecruiterId(): string {
  return useAuth().profile?.id ?? '';
}

/** The recruiter's active candidates, newest enrolment first. */
export function useCaseload() {
  const client = useSupabase();
  const recruiterId = useRecruiterId();
  return useQuery({
    queryKey: recruiterKeys.caseload(recruiterId),
    queryFn: async () =>
      unwrap(await listCaseload(client, { recruiterId, status: 'active' })),
    enabled: Boolean(recruiterId),
  });
}

export function useCaseloadCandidate(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.candidate(candidateId),
    queryFn: async () => unwrap(await getCaseloadCandidate(client, candidateId)),
  });
}

export function useCandidateCitizenships(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.citizenships(candidateId),
    queryFn: async () => unwrap(await getCandidateCitizenships(client, candidateId)),
  });
}

export function useProposals(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.proposals(candidateId),
    queryFn: async () => unwrap(await listProposals(client, candidateId)),
  });
}

export function useCandidateApplications(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.applications(candidateId),
    queryFn: async () => unwrap(await listCandidateApplications(client, candidateId)),
  });
}

export function useCvVersions(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.cvVersions(candidateId),
    queryFn: async () => unwrap(await listCvVersions(client, candidateId)),
  });
}

export function useServiceNotes(candidateId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.notes(candidateId),
    queryFn: async () => unwrap(await listServiceNotes(client, candidateId)),
  });
}

/** Live jobs per search: one search of each destination (none: anywhere), merged. */
export const jobsPerDestination = 20;

export interface JobsToPropose {
  jobs: JobSearchResult[];
  /** How many match in all; an estimate when `atLeast` is set. */
  total: number;
  /** Set when the total is an estimate: more than this many match for certain. */
  atLeast: number | null;
}

/** Live jobs matching the keyword in the given destinations (every destination when none). */
export function useJobsToPropose(keyword: string, countries: readonly string[]) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.jobs(keyword, countries),
    queryFn: async (): Promise<JobsToPropose> => {
      const searches = (countries.length > 0 ? countries : [undefined]).map((country) =>
        searchJobs(client, { keyword, country, pageSize: jobsPerDestination, sort: 'newest' }),
      );
      const pages = (await Promise.all(searches)).map(unwrap);
      const estimated = pages.find((page) => !page.totalIsExact);
      return {
        jobs: mergeJobPages(pages.map((page) => page.jobs)),
        total: pages.reduce((sum, page) => sum + page.total, 0),
        // One estimated destination makes the sum an estimate too (above its threshold for certain).
        atLeast: estimated ? estimated.exactUpTo : null,
      };
    },
  });
}

/** Each job's verdict for the candidate's citizenships; nothing to ask without citizenships. */
export function useVerdictsFor(jobIds: readonly number[], citizenships: readonly string[]) {
  const client = useSupabase();
  return useQuery({
    queryKey: recruiterKeys.verdicts(jobIds, citizenships),
    queryFn: async () => {
      const rows = unwrap(await getVisaVerdicts(client, jobIds, citizenships));
      return new Map<number, { verdict: VisaVerdict; route: string | null }>(
        rows.map((row) => [row.job_id, { verdict: row.verdict, route: row.route_name }]),
      );
    },
    enabled: jobIds.length > 0 && citizenships.length > 0,
  });
}

/**
 * After a write: the caseload's counts are read afresh next time it shows; the workspace's lists
 * take the row the write answered with (a refetch would only read the same).
 */
function useWriteDone(candidateId: string) {
  const queryClient = useQueryClient();
  return {
    proposal: (proposal: Proposal) => {
      queryClient.setQueryData<Proposal[]>(recruiterKeys.proposals(candidateId), (list = []) =>
        list.some((row) => row.id === proposal.id)
          ? list.map((row) => (row.id === proposal.id ? proposal : row))
          : [proposal, ...list],
      );
      void queryClient.invalidateQueries({ queryKey: ['recruiter', 'caseload'], refetchType: 'none' });
    },
    note: (note: ServiceNote) =>
      queryClient.setQueryData<ServiceNote[]>(recruiterKeys.notes(candidateId), (list = []) => [
        note,
        ...list,
      ]),
  };
}

export function useProposeJob(candidateId: string) {
  const client = useSupabase();
  const recruiterId = useRecruiterId();
  const done = useWriteDone(candidateId);
  return useMutation({
    mutationFn: async (input: ProposalInput) =>
      unwrap(await proposeJob(client, recruiterId, candidateId, input)),
    onSuccess: done.proposal,
  });
}

export function useWithdrawProposal(candidateId: string) {
  const client = useSupabase();
  const done = useWriteDone(candidateId);
  return useMutation({
    mutationFn: async (proposalId: number) => unwrap(await withdrawProposal(client, proposalId)),
    onSuccess: done.proposal,
  });
}

export function useAddServiceNote(candidateId: string) {
  const client = useSupabase();
  const recruiterId = useRecruiterId();
  const done = useWriteDone(candidateId);
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(await addServiceNote(client, recruiterId, candidateId, body)),
    onSuccess: done.note,
  });
}
