import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { JOB_CARD_SELECT, type JobSummary } from './jobs';

export type EmployerPublicProfile = Pick<
  Tables<'profiles'>,
  'id' | 'company_name' | 'slug' | 'website' | 'description' | 'country' | 'city' | 'logo_path' | 'employer_status' | 'created_at'
>;

const EMPLOYER_SELECT = 'id, company_name, slug, website, description, country, city, logo_path, employer_status, created_at';

/** The company page (/employers/{slug}): the employer and its open jobs, newest first. */
export interface EmployerPage {
  employer: EmployerPublicProfile;
  jobs: JobSummary[];
}

export async function getEmployerBySlug(
  client: GlobalHireClient,
  slug: string,
  clock: Clock = systemClock,
): Promise<Result<EmployerPage | null>> {
  const employer = await client
    .from('profiles')
    .select(EMPLOYER_SELECT)
    .eq('user_type', 'employer')
    .eq('slug', slug)
    .maybeSingle();
  if (employer.error) return fail(employer.error, employer.status);
  if (!employer.data) return ok(null);
  const jobs = await client
    .from('jobs')
    .select(JOB_CARD_SELECT)
    .eq('company_id', employer.data.id)
    .eq('approved', true)
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${clock().toISOString()}`)
    .order('created_at', { ascending: false });
  if (jobs.error) return fail(jobs.error, jobs.status);
  return ok({ employer: employer.data, jobs: jobs.data });
}

/** Employers with a public page, for the /employers directory. */
export async function listEmployers(client: GlobalHireClient): Promise<Result<EmployerPublicProfile[]>> {
  const { data, error, status } = await client
    .from('profiles')
    .select(EMPLOYER_SELECT)
    .eq('user_type', 'employer')
    .not('slug', 'is', null)
    .order('company_name', { ascending: true });
  return error ? fail(error, status) : ok(data);
}
