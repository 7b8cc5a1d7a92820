import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { JOB_CARD_SELECT, type JobSummary } from './jobs';

export type EmployerPublicProfile = Pick<
  Tables<'profiles'>,
  | 'id'
  | 'company_name'
  | 'slug'
  | 'website'
  | 'description'
  | 'country'
  | 'city'
  | 'logo_path'
  | 'employer_status'
  | 'created_at'
>;

const EMPLOYER_SELECT =
  'id, company_name, slug, website, description, country, city, logo_path, employer_status, created_at';

/**
 * The contact fields the company chose to show on its page (each null unless published; the
 * company itself and admins read all three).
 */
export type EmployerContacts = Pick<Tables<'profiles'>, 'email' | 'phone' | 'address'>;

/** The company page (/employers/{slug}): the employer and its open jobs, newest first. */
export interface EmployerPage {
  employer: EmployerPublicProfile & EmployerContacts;
  jobs: JobSummary[];
}

export async function getEmployerBySlug(
  client: GlobalHireClient,
  slug: string,
  clock: Clock = systemClock,
): Promise<Result<EmployerPage | null>> {
  // profile_details: the public company fields plus the contact fields the caller may read.
  const employer = await client
    .from('profile_details')
    .select(`${EMPLOYER_SELECT}, email, phone, address`)
    .eq('user_type', 'employer')
    .eq('slug', slug)
    .maybeSingle();
  if (employer.error) return fail(employer.error, employer.status);
  if (!employer.data?.id) return ok(null);
  const jobs = await client
    .from('jobs')
    .select(JOB_CARD_SELECT)
    .eq('company_id', employer.data.id)
    .eq('approved', true)
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${clock().toISOString()}`)
    .order('created_at', { ascending: false });
  if (jobs.error) return fail(jobs.error, jobs.status);
  // profile_details is a view: its generated types are all nullable, though these are the table's columns.
  return ok({ employer: employer.data as EmployerPage['employer'], jobs: jobs.data });
}

/** Employers with a public page, for the /employers directory. */
export async function listEmployers(
  client: GlobalHireClient,
): Promise<Result<EmployerPublicProfile[]>> {
  const { data, error, status } = await client
    .from('profiles')
    .select(EMPLOYER_SELECT)
    .eq('user_type', 'employer')
    .not('slug', 'is', null)
    .order('company_name', { ascending: true });
  return error ? fail(error, status) : ok(data);
}
