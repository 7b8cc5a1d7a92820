import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import type {
  BillingDetails,
  CandidateApplication,
  CaseloadCandidate,
  CaseloadEntry,
  ConsentText,
  FeeJurisdiction,
  Invoice,
  MyService,
  Proposal,
  ServiceCharge,
  ServiceFee,
  ServiceNote,
} from './types';

export const PROPOSAL_SELECT =
  'id, candidate_id, job_id, recruiter_id, status, reason, cv_path, cover_letter, decline_reason, decided_at, application_id, created_at, job:jobs!service_proposals_job_id_fkey(id, title, country, region, city, salary_min, salary_max, salary_currency, salary_period, company:profiles!jobs_company_id_fkey(company_name, slug))';

const INVOICE_SELECT = '*, lines:invoice_lines(*)';

/** The consent text a candidate agrees to now (the newest version). */
export async function getCurrentConsentText(client: GlobalHireClient): Promise<Result<ConsentText>> {
  const { data, error, status } = await client
    .from('service_consent_texts')
    .select('version, body, published_at')
    .order('version', { ascending: false })
    .limit(1)
    .single();
  return error ? fail(error, status) : ok(data);
}

/** The signed-in candidate's enrolment, their recruiter and every consent they gave. */
export async function getMyService(client: GlobalHireClient, candidateId: string): Promise<Result<MyService>> {
  const [enrolment, consents] = await Promise.all([
    client.from('service_enrolments').select('*').eq('candidate_id', candidateId).maybeSingle(),
    client.from('service_consents').select('*').eq('candidate_id', candidateId).order('given_at', { ascending: false }),
  ]);
  if (enrolment.error) return fail(enrolment.error, enrolment.status);
  if (consents.error) return fail(consents.error, consents.status);
  let recruiter: MyService['recruiter'] = null;
  if (enrolment.data?.recruiter_id) {
    const found = await client
      .from('profile_details')
      .select('first_name, last_name, email, phone')
      .eq('id', enrolment.data.recruiter_id)
      .maybeSingle();
    if (found.error) return fail(found.error, found.status);
    recruiter = found.data;
  }
  return ok({ enrolment: enrolment.data, recruiter, consents: consents.data });
}

/** Proposals made to a candidate, open ones first, newest first. */
export async function listProposals(client: GlobalHireClient, candidateId: string): Promise<Result<Proposal[]>> {
  const { data, error, status } = await client
    .from('service_proposals')
    .select(PROPOSAL_SELECT)
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) return fail(error, status);
  const rank = (p: Proposal) => (p.status === 'proposed' ? 0 : 1);
  return ok([...(data as unknown as Proposal[])].sort((a, b) => rank(a) - rank(b)));
}

/** A candidate's invoices with their lines, newest first (the candidate's own, or any for an admin). */
export async function listInvoices(
  client: GlobalHireClient,
  filters: { candidateId?: string; status?: Invoice['status'] } = {},
): Promise<Result<Invoice[]>> {
  let query = client.from('invoices').select(INVOICE_SELECT);
  if (filters.candidateId) query = query.eq('candidate_id', filters.candidateId);
  if (filters.status) query = query.eq('status', filters.status);
  const { data, error, status } = await query.order('issued_at', { ascending: false }).order('id', { ascending: false });
  return error ? fail(error, status) : ok(data as unknown as Invoice[]);
}

/** Every fee event of a candidate: invoiced, or waived with the rule that waived it. */
export async function listCharges(client: GlobalHireClient, candidateId: string): Promise<Result<ServiceCharge[]>> {
  const { data, error, status } = await client
    .from('service_charges')
    .select('*')
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false });
  return error ? fail(error, status) : ok(data);
}

/** The fee schedule, in the order the fees page lists it (active fees only unless asked). */
export async function getFeeSchedule(
  client: GlobalHireClient,
  options: { includeInactive?: boolean } = {},
): Promise<Result<ServiceFee[]>> {
  let query = client.from('service_fees').select('*');
  if (!options.includeInactive) query = query.eq('active', true);
  const { data, error, status } = await query.order('position').order('code');
  return error ? fail(error, status) : ok(data);
}

/** Where charging work-seekers is restricted, with sources. */
export async function listFeeJurisdictions(client: GlobalHireClient): Promise<Result<FeeJurisdiction[]>> {
  const { data, error, status } = await client
    .from('fee_jurisdictions')
    .select('*')
    .order('country')
    .order('region', { nullsFirst: true });
  return error ? fail(error, status) : ok(data as unknown as FeeJurisdiction[]);
}

/** Who invoices and where to pay (null until an admin fills it in). */
export async function getBillingDetails(client: GlobalHireClient): Promise<Result<BillingDetails | null>> {
  const { data, error, status } = await client.from('billing_details').select('*').maybeSingle();
  return error ? fail(error, status) : ok(data);
}

/** A recruiter's caseload (an admin reads every enrolment), active candidates first. */
export async function listCaseload(
  client: GlobalHireClient,
  filters: { recruiterId?: string; status?: 'active' | 'withdrawn' } = {},
): Promise<Result<CaseloadEntry[]>> {
  let query = client.from('service_caseload').select('*');
  if (filters.recruiterId) query = query.eq('recruiter_id', filters.recruiterId);
  if (filters.status) query = query.eq('status', filters.status);
  const { data, error, status } = await query.order('status').order('created_at', { ascending: false });
  return error ? fail(error, status) : ok(data as CaseloadEntry[]);
}

/** The recruiters an admin can assign a candidate to, with their active caseload sizes. */
export async function listRecruiters(
  client: GlobalHireClient,
): Promise<Result<{ id: string; first_name: string | null; last_name: string | null; email: string | null; caseload: number }[]>> {
  const [people, enrolments] = await Promise.all([
    client.from('profile_details').select('id, first_name, last_name, email').eq('user_type', 'recruiter').order('first_name'),
    client.from('service_enrolments').select('recruiter_id').eq('status', 'active'),
  ]);
  if (people.error) return fail(people.error, people.status);
  if (enrolments.error) return fail(enrolments.error, enrolments.status);
  const counts = new Map<string, number>();
  for (const e of enrolments.data) if (e.recruiter_id) counts.set(e.recruiter_id, (counts.get(e.recruiter_id) ?? 0) + 1);
  return ok(
    people.data.map((p) => ({
      id: p.id!,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      caseload: counts.get(p.id!) ?? 0,
    })),
  );
}

/** A recruiter's internal notes on a candidate, newest first. */
export async function listServiceNotes(client: GlobalHireClient, candidateId: string): Promise<Result<ServiceNote[]>> {
  const { data, error, status } = await client
    .from('service_notes')
    .select('*')
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false });
  return error ? fail(error, status) : ok(data);
}

/**
 * The CVs a recruiter may send for a candidate: the current one and those sent with earlier
 * applications, newest first, without repeats.
 */
export async function listCvVersions(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<{ path: string; current: boolean; sentAt: string | null }[]>> {
  const [profile, applications] = await Promise.all([
    client.from('profile_details').select('cv_path').eq('id', candidateId).maybeSingle(),
    client
      .from('applications')
      .select('cv_path, created_at')
      .eq('candidate_id', candidateId)
      .not('cv_path', 'is', null)
      .order('created_at', { ascending: false }),
  ]);
  if (profile.error) return fail(profile.error, profile.status);
  if (applications.error) return fail(applications.error, applications.status);
  const versions: { path: string; current: boolean; sentAt: string | null }[] = [];
  const current = profile.data?.cv_path ?? null;
  if (current) versions.push({ path: current, current: true, sentAt: null });
  for (const a of applications.data) {
    if (a.cv_path && !versions.some((v) => v.path === a.cv_path)) {
      versions.push({ path: a.cv_path, current: false, sentAt: a.created_at });
    }
  }
  return ok(versions);
}

/**
 * One candidate of the caseload (null when they are not on it): their enrolment's targets and
 * consent, and their profile's contact details and experience.
 */
export async function getCaseloadCandidate(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<CaseloadCandidate | null>> {
  const [entry, profile] = await Promise.all([
    client.from('service_caseload').select('*').eq('candidate_id', candidateId).maybeSingle(),
    client.from('profile_details').select('id, phone, experience_years').eq('id', candidateId).maybeSingle(),
  ]);
  if (entry.error) return fail(entry.error, entry.status);
  if (profile.error) return fail(profile.error, profile.status);
  if (!entry.data) return ok(null);
  return ok({
    ...(entry.data as CaseloadEntry),
    phone: profile.data?.phone ?? null,
    experience_years: profile.data?.experience_years ?? null,
  });
}

/** A candidate's citizenships and residence (for visa-fit verdicts), empty when never given. */
export async function getCandidateCitizenships(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<{ citizenships: string[]; residence: string | null }>> {
  const { data, error, status } = await client
    .from('candidate_citizenships')
    .select('citizenships, residence')
    .eq('candidate_id', candidateId)
    .maybeSingle();
  if (error) return fail(error, status);
  return ok({ citizenships: data?.citizenships ?? [], residence: data?.residence ?? null });
}

/** A candidate's applications, newest first: the status of each application an approved proposal became. */
export async function listCandidateApplications(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<CandidateApplication[]>> {
  const { data, error, status } = await client
    .from('applications')
    .select('id, job_id, status, proposal_id, created_at')
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false });
  return error ? fail(error, status) : ok(data);
}
