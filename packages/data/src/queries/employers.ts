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
  | 'company_size'
  | 'industry'
>;

const EMPLOYER_SELECT =
  'id, company_name, slug, website, description, country, city, logo_path, employer_status, created_at, company_size, industry';

/**
 * The contact fields the company chose to show on its page (each null unless published; the
 * company itself and admins read all three).
 */
export type EmployerContacts = Pick<Tables<'profiles'>, 'email' | 'phone' | 'address'>;

/** The company page (/employers/{slug}): the employer and its open jobs, newest first. */
export interface EmployerPage {
  /** `industry_label`: the name of its industry, null when it gave none. */
  employer: EmployerPublicProfile & EmployerContacts & { industry_label: string | null };
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
  const [jobs, industry] = await Promise.all([
    client
      .from('jobs')
      .select(JOB_CARD_SELECT)
      .eq('company_id', employer.data.id)
      .eq('approved', true)
      .eq('status', 'published')
      .or(`expires_at.is.null,expires_at.gt.${clock().toISOString()}`)
      .order('created_at', { ascending: false }),
    employer.data.industry
      ? client.from('industries').select('label').eq('slug', employer.data.industry).maybeSingle()
      : null,
  ]);
  if (jobs.error) return fail(jobs.error, jobs.status);
  if (industry?.error) return fail(industry.error, industry.status);
  // profile_details is a view: its generated types are all nullable, though these are the table's columns.
  const company = employer.data as Omit<EmployerPage['employer'], 'industry_label'>;
  return ok({
    employer: { ...company, industry_label: industry?.data?.label ?? null },
    jobs: jobs.data,
  });
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
