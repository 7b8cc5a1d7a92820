import type { GlobalHireClient } from '../client';
import type { Enums } from '../database.types';
import { fail, ok, type Result } from '../result';
import { isAccountId } from './admin-account-history';
import type { JobLifecycle } from './admin-jobs';
import { byLicenceKind, type MyLicence } from './employer-licences';

// One employer as an admin reviews it (/admin/employers/:id): the company profile with its
// private contact fields, every job whatever its status, and its sponsor licences. Admins with a
// live two-factor session read all of it; others see at most the company's public page.

/** Every profile field an admin may read of an employer (public.profile_details). */
export interface AdminEmployerProfile {
  id: string;
  company_name: string | null;
  slug: string | null;
  website: string | null;
  description: string | null;
  country: string | null;
  city: string | null;
  logo_path: string | null;
  /** The account holder, the company's contact person. */
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  publish_email: boolean;
  publish_phone: boolean;
  publish_address: boolean;
  employer_status: Enums<'employer_status'>;
  created_at: string;
  updated_at: string | null;
  blocked_at: string | null;
  blocked_reason: string | null;
}

export const EMPLOYER_PROFILE_SELECT =
  'id, company_name, slug, website, description, country, city, logo_path, first_name, last_name, email, phone, address, publish_email, publish_phone, publish_address, employer_status, created_at, updated_at, blocked_at, blocked_reason';

/** The employer's profile; null when the id names no employer (or the caller may not read it). */
export async function getAdminEmployer(
  client: GlobalHireClient,
  employerId: string,
): Promise<Result<AdminEmployerProfile | null>> {
  if (!isAccountId(employerId)) return ok(null);
  const { data, error, status } = await client
    .from('profile_details')
    .select(EMPLOYER_PROFILE_SELECT)
    .eq('id', employerId)
    .eq('user_type', 'employer')
    .maybeSingle();
  if (error) return fail(error, status);
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return ok((data as AdminEmployerProfile | null) ?? null);
}

/** One of the employer's jobs, whatever its status, with the applications it received. */
export interface AdminEmployerJob {
  id: number;
  title: string;
  lifecycle: JobLifecycle;
  featured: boolean;
  applications_count: number;
  new_applications_count: number;
  created_at: string;
  published_at: string | null;
  expires_at: string | null;
}

export const EMPLOYER_JOB_SELECT =
  'id, title, lifecycle, featured, applications_count, new_applications_count, created_at, published_at, expires_at';

/** How many jobs the employer page lists (the counts cover all of them). */
export const employerJobsShown = 100;

/** The employer's newest jobs in every status, with how many it has in all. */
export async function listAdminEmployerJobs(
  client: GlobalHireClient,
  employerId: string,
  limit: number = employerJobsShown,
): Promise<Result<{ rows: AdminEmployerJob[]; total: number }>> {
  const { data, count, error, status } = await client
    .from('job_summaries')
    .select(EMPLOYER_JOB_SELECT, { count: 'exact' })
    .eq('company_id', employerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, limit - 1);
  if (error && status !== 416) return fail(error, status);
  // job_summaries is a view: its generated types are all nullable, though id is the table's key.
  const rows = (data ?? []) as AdminEmployerJob[];
  return ok({ rows, total: count ?? rows.length });
}

/** A sponsor licence as the admin checks it: the claim, its status and the admin's note. */
export type AdminEmployerLicence = MyLicence;

// The same columns as the employer's own screen reads, in an order of their own: mocks tell the
// calls apart by their select.
export const EMPLOYER_LICENCE_SELECT =
  'id, kind, status, licence_number, routes, expires_on, verified_at, admin_note, created_at, updated_at';

/** The employer's sponsor licences in every status (claimed, verified, expired, revoked). */
export async function listAdminEmployerLicences(
  client: GlobalHireClient,
  employerId: string,
): Promise<Result<AdminEmployerLicence[]>> {
  const { data, error, status } = await client
    .from('employer_licences')
    .select(EMPLOYER_LICENCE_SELECT)
    .eq('employer_id', employerId)
    .order('id', { ascending: true });
  if (error) return fail(error, status);
  return ok(byLicenceKind(data));
}
