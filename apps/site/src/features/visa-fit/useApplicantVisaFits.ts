import { useQueries } from '@tanstack/react-query';
import { getApplicantVisaFits, type VisaFit } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

/**
 * Each applicant's verdict for the job they applied to, by application id: one call per job
 * shown (the database computes them from citizenships the employer never sees).
 */
export interface ApplicantVisaFits {
  fits: Map<number, VisaFit>;
  /** Some verdicts are still on their way. */
  pending: boolean;
}

export function useApplicantVisaFits(jobIds: readonly number[]): ApplicantVisaFits {
  const client = useSupabase();
  const unique = [...new Set(jobIds)].sort((a, b) => a - b);
  return useQueries({
    queries: unique.map((jobId) => ({
      queryKey: ['applicant-visa-fits', jobId],
      queryFn: async () => unwrap(await getApplicantVisaFits(client, jobId)),
    })),
    combine: (results) => {
      const fits = new Map<number, VisaFit>();
      for (const result of results) result.data?.forEach((fit, id) => fits.set(id, fit));
      return { fits, pending: results.some((result) => result.isPending) };
    },
  });
}
