import type { GlobalHireClient } from '../client';
import type { ApplicationStatus } from '../constants';
import type { Enums, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { isAccountId } from './admin-account-history';

// One candidate as an admin reviews them (/admin/candidates/:id). Every read is allowed to admins
// with a live two-factor session only (row-level security; profile_details returns the private
// columns to admins, the account itself and employers it applied to).

/** Every profile field an admin may read of a candidate (public.profile_details). */
export interface AdminCandidateProfile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  city: string | null;
  headline: string | null;
  experience_years: number | null;
  preferred_categories: string[];
  preferred_countries: string[];
  avatar_path: string | null;
  cv_path: string | null;
  candidate_status: Enums<'candidate_status'>;
  created_at: string;
  updated_at: string | null;
  blocked_at: string | null;
  blocked_reason: string | null;
}

export const CANDIDATE_PROFILE_SELECT =
  'id, first_name, last_name, email, phone, address, country, city, headline, experience_years, preferred_categories, preferred_countries, avatar_path, cv_path, candidate_status, created_at, updated_at, blocked_at, blocked_reason';

/** The candidate's profile; null when the id names no candidate (or the caller may not read it). */
export async function getAdminCandidate(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<AdminCandidateProfile | null>> {
  if (!isAccountId(candidateId)) return ok(null);
  const { data, error, status } = await client
    .from('profile_details')
    .select(CANDIDATE_PROFILE_SELECT)
    .eq('id', candidateId)
    .eq('user_type', 'candidate')
    .maybeSingle();
  if (error) return fail(error, status);
  // profile_details is a view: its generated types are all nullable, though id is the table's key.
  return ok((data as AdminCandidateProfile | null) ?? null);
}

/** One application the candidate sent: the job and its company, where it stands and when. */
export interface AdminCandidateApplication {
  id: number;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  /** The managed service's proposal it came from (sent on the candidate's behalf). */
  proposal_id: number | null;
  /** The CV sent with it. */
  cv_path: string | null;
  job: {
    id: number;
    title: string;
    company_id: string;
    company: { company_name: string | null } | null;
  } | null;
}

export const CANDIDATE_APPLICATION_SELECT =
  'id, status, created_at, updated_at, proposal_id, cv_path, job:jobs!applications_job_id_fkey(id, title, company_id, company:profiles!jobs_company_id_fkey(company_name))';

/** How many applications the candidate page lists (the counts cover all of them). */
export const candidateApplicationsShown = 100;

/** The candidate's newest applications, with how many they sent in all. */
export async function listAdminCandidateApplications(
  client: GlobalHireClient,
  candidateId: string,
  limit: number = candidateApplicationsShown,
): Promise<Result<{ rows: AdminCandidateApplication[]; total: number }>> {
  const { data, count, error, status } = await client
    .from('applications')
    .select(CANDIDATE_APPLICATION_SELECT, { count: 'exact' })
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(0, limit - 1);
  if (error && status !== 416) return fail(error, status);
  const rows = (data ?? []) as AdminCandidateApplication[];
  return ok({ rows, total: count ?? rows.length });
}

/** A CV of the candidate: the one on the profile now, or one sent with an application. */
export interface CandidateCv {
  path: string;
  current: boolean;
  /** When it was first sent with an application; null for the current CV. */
  sentAt: string | null;
}

/** The current CV first, then each other CV sent with an application, newest first, once each. */
export function candidateCvs(
  currentPath: string | null,
  applications: readonly Pick<AdminCandidateApplication, 'cv_path' | 'created_at'>[],
): CandidateCv[] {
  const cvs: CandidateCv[] = currentPath
    ? [{ path: currentPath, current: true, sentAt: null }]
    : [];
  const newestFirst = [...applications].sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const application of newestFirst) {
    if (application.cv_path && !cvs.some((cv) => cv.path === application.cv_path))
      cvs.push({ path: application.cv_path, current: false, sentAt: application.created_at });
  }
  return cvs;
}

export type AdminCandidateVisaDocument = Pick<
  Tables<'visa_case_documents'>,
  | 'id'
  | 'name'
  | 'required'
  | 'status'
  | 'file_path'
  | 'uploaded_at'
  | 'reviewed_at'
  | 'review_reason'
>;

/** One of the candidate's visa cases with the documents requested for it. */
export interface AdminCandidateVisaCase {
  id: number;
  destination_country: string;
  visa_type: string;
  status: Enums<'visa_case_status'>;
  created_at: string;
  documents: AdminCandidateVisaDocument[];
}

export const CANDIDATE_VISA_CASE_SELECT =
  'id, destination_country, visa_type, status, created_at, documents:visa_case_documents(id, name, required, status, file_path, uploaded_at, reviewed_at, review_reason)';

/** The candidate's visa cases, newest first, each with its documents in the order requested. */
export async function listAdminCandidateVisaCases(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<AdminCandidateVisaCase[]>> {
  const { data, error, status } = await client
    .from('visa_cases')
    .select(CANDIDATE_VISA_CASE_SELECT)
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) return fail(error, status);
  return ok(
    (data as AdminCandidateVisaCase[]).map((visaCase) => ({
      ...visaCase,
      documents: [...(visaCase.documents ?? [])].sort((a, b) => a.id - b.id),
    })),
  );
}

/** The candidate's managed-service enrolment, as the admin's managed-service screen lists it. */
export interface AdminCandidateEnrolment {
  status: Enums<'service_enrolment_status'>;
  recruiter_id: string | null;
  recruiter_first_name: string | null;
  recruiter_last_name: string | null;
  target_countries: string[];
  target_roles: string[];
  salary_min: number | null;
  salary_currency: string | null;
  salary_period: Enums<'salary_period'>;
  consented_at: string;
  withdrawn_at: string | null;
  open_proposals: number;
  approved_proposals: number;
}

export const CANDIDATE_ENROLMENT_SELECT =
  'status, recruiter_id, recruiter_first_name, recruiter_last_name, target_countries, target_roles, salary_min, salary_currency, salary_period, consented_at, withdrawn_at, open_proposals, approved_proposals';

/** The enrolment; null when the candidate never enrolled in the managed service. */
export async function getAdminCandidateEnrolment(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<AdminCandidateEnrolment | null>> {
  const { data, error, status } = await client
    .from('service_caseload')
    .select(CANDIDATE_ENROLMENT_SELECT)
    .eq('candidate_id', candidateId)
    .maybeSingle();
  if (error) return fail(error, status);
  return ok((data as AdminCandidateEnrolment | null) ?? null);
}
