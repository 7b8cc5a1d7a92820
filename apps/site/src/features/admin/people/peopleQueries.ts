import { useQuery } from '@tanstack/react-query';
import {
  getAccountActivity,
  getAdminCandidate,
  getAdminCandidateEnrolment,
  getAdminEmployer,
  listAccountAudit,
  listAdminCandidateApplications,
  listAdminCandidateVisaCases,
  listAdminEmployerJobs,
  listAdminEmployerLicences,
  type Result,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { adminKey } from '../adminQueries';

/**
 * One read about one account, under the admin key, so a moderation write anywhere in the back
 * office marks it stale.
 */
function useAccountRead<T>(
  accountId: string,
  part: string,
  read: (client: ReturnType<typeof useSupabase>, id: string) => Promise<Result<T>>,
) {
  const client = useSupabase();
  return useQuery({
    queryKey: [adminKey, 'account', accountId, part],
    queryFn: async () => unwrap(await read(client, accountId)),
  });
}

export const useAdminCandidate = (id: string) => useAccountRead(id, 'candidate', getAdminCandidate);
export const useCandidateApplications = (id: string) =>
  useAccountRead(id, 'applications', listAdminCandidateApplications);
export const useCandidateVisaCases = (id: string) =>
  useAccountRead(id, 'visa-cases', listAdminCandidateVisaCases);
export const useCandidateEnrolment = (id: string) =>
  useAccountRead(id, 'enrolment', getAdminCandidateEnrolment);
export const useAdminEmployer = (id: string) => useAccountRead(id, 'employer', getAdminEmployer);
export const useEmployerJobs = (id: string) => useAccountRead(id, 'jobs', listAdminEmployerJobs);
export const useEmployerLicences = (id: string) =>
  useAccountRead(id, 'licences', listAdminEmployerLicences);
export const useAccountActivity = (id: string) =>
  useAccountRead(id, 'activity', getAccountActivity);
export const useAccountAudit = (id: string) =>
  useAccountRead(id, 'audit', (client, accountId) => listAccountAudit(client, accountId));
