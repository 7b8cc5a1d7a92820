import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyVisaCases,
  listMyApplications,
  listMyInterviews,
  listSavedJobs,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';

/** Query keys of the applicant panel; every one starts with 'applicant' so a write can refresh them all. */
export const applicantKeys = {
  all: ['applicant'] as const,
  savedJobs: (userId: string) => ['applicant', 'saved-jobs', userId] as const,
  applications: (userId: string) => ['applicant', 'applications', userId] as const,
  interviews: (userId: string) => ['applicant', 'interviews', userId] as const,
  visaCases: (userId: string) => ['applicant', 'visa-cases', userId] as const,
  jobAlerts: (userId: string) => ['applicant', 'job-alerts', userId] as const,
};

/** The signed-in candidate's id: the panel's guard only renders pages once the profile is there. */
export function useCandidateId(): string {
  return useAuth().profile?.id ?? '';
}

export function useSavedJobs() {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: applicantKeys.savedJobs(userId),
    queryFn: async () => unwrap(await listSavedJobs(client, userId)),
    enabled: Boolean(userId),
  });
}

export function useMyApplications() {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: applicantKeys.applications(userId),
    queryFn: async () => unwrap(await listMyApplications(client, userId)),
    enabled: Boolean(userId),
  });
}

export function useMyInterviews() {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: applicantKeys.interviews(userId),
    queryFn: async () => unwrap(await listMyInterviews(client, userId)),
    enabled: Boolean(userId),
  });
}

export function useMyVisaCases() {
  const client = useSupabase();
  const userId = useCandidateId();
  return useQuery({
    queryKey: applicantKeys.visaCases(userId),
    queryFn: async () => unwrap(await getMyVisaCases(client, userId)),
    enabled: Boolean(userId),
  });
}

/**
 * After a write: the dashboard's counts and the job pages' "applied" state are read afresh the
 * next time they show (the screen that wrote updates its own list from the server's answer).
 */
export function useMarkApplicantDataStale() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['candidate-dashboard'], refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: ['my-application'], refetchType: 'none' });
  };
}
