import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getEmployerDashboardStats,
  getEmployerJob,
  getMyPlan,
  listEmployerApplicants,
  listEmployerJobs,
  listPendingPlanRequests,
  type EmployerApplicantFilters,
  type EmployerJobFilters,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';

/** Query keys of the employer panel; every one starts with 'employer' so a write can refresh them all. */
export const employerKeys = {
  all: ['employer'] as const,
  dashboard: (userId: string) => ['employer', 'dashboard', userId] as const,
  plan: (userId: string) => ['employer', 'plan', userId] as const,
  planRequests: (userId: string) => ['employer', 'plan-requests', userId] as const,
  jobs: (userId: string, filters: EmployerJobFilters = {}) =>
    ['employer', 'jobs', userId, filters] as const,
  job: (userId: string, jobId: number) => ['employer', 'job', userId, jobId] as const,
  applicants: (userId: string, filters: EmployerApplicantFilters = {}) =>
    ['employer', 'applicants', userId, filters] as const,
};

/** The signed-in employer's id: the panel's guard only renders pages once the profile is there. */
export function useEmployerId(): string {
  return useAuth().profile?.id ?? '';
}

export function useEmployerDashboardStats() {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.dashboard(userId),
    queryFn: async () => unwrap(await getEmployerDashboardStats(client)),
    enabled: Boolean(userId),
  });
}

export function useMyPlan() {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.plan(userId),
    queryFn: async () => unwrap(await getMyPlan(client)),
    enabled: Boolean(userId),
  });
}

export function usePendingPlanRequests() {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.planRequests(userId),
    queryFn: async () => unwrap(await listPendingPlanRequests(client, userId)),
    enabled: Boolean(userId),
  });
}

export function useEmployerJobs(filters: EmployerJobFilters = {}) {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.jobs(userId, filters),
    queryFn: async () => unwrap(await listEmployerJobs(client, userId, filters)),
    enabled: Boolean(userId),
  });
}

export function useEmployerJob(jobId: number | null) {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.job(userId, jobId ?? 0),
    queryFn: async () => unwrap(await getEmployerJob(client, userId, jobId ?? 0)),
    enabled: Boolean(userId) && jobId !== null,
  });
}

export function useEmployerApplicants(filters: EmployerApplicantFilters = {}) {
  const client = useSupabase();
  const userId = useEmployerId();
  return useQuery({
    queryKey: employerKeys.applicants(userId, filters),
    queryFn: async () => unwrap(await listEmployerApplicants(client, userId, filters)),
    enabled: Boolean(userId),
  });
}

/** After a write: every employer screen reads fresh rows next time it shows. */
export function useRefreshEmployerData() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: employerKeys.all });
}
