import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

/** A country (its slug) with the number of live jobs in it. */
export interface LiveJobCountry {
  country: string;
  jobs: number;
}

/**
 * The countries that have live jobs, most jobs first (public.live_job_countries): the same
 * counts the job search shows for each country.
 */
export async function getLiveJobCountries(
  client: GlobalHireClient,
): Promise<Result<LiveJobCountry[]>> {
  const { data, error, status } = await client.rpc('live_job_countries');
  if (error) return fail(error, status);
  return ok(data ?? []);
}
