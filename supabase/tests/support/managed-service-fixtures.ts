import type { SupabaseClient, TestServer } from '@globalhire/supabase-local/testing';
import { must } from './attempts.js';
import { createJob } from './fixtures.js';
import { demoPassword } from './personas.js';

// People, jobs and steps of the managed service, prepared as the site would (a candidate enrols
// through the RPC, a recruiter proposes through RLS) or, for what an account setup needs, through
// the service role.

/** Jordan Reyes, the seeded recruiter (supabase/seeds/85_managed_service.sql). */
export const jordan = {
  id: '00000000-0000-4000-8000-0000000000b1',
  email: 'recruiter@globalhire.local',
  name: 'Jordan Reyes',
} as const;

/** Priya Sharma: seeded on Jordan's caseload with two open proposals and no CV. */
export const priya = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'candidate@globalhire.local',
  name: 'Priya Sharma',
} as const;

export interface Account {
  id: string;
  email: string;
  /** First and last name, as notifications print them. */
  name: string;
  client: SupabaseClient;
}

export interface AccountOptions {
  /** The profile's country of residence (default 'india'). */
  country?: string;
  /** Whether the candidate has uploaded a CV (default true). */
  cv?: boolean;
  /** candidate_status (default 'active': approved by an admin). */
  status?: 'active' | 'pending';
}

async function createUser(server: TestServer, tag: string, first: string, last: string) {
  const email = `${tag.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@managed.example`;
  const created = await server.serviceClient().auth.admin.createUser({
    email,
    password: demoPassword,
    email_confirm: true,
    user_metadata: { first_name: first, last_name: last, user_type: 'candidate' },
  });
  if (created.error || !created.data.user) throw new Error(`Fixture failed: ${created.error?.message}`);
  return { id: created.data.user.id, email, name: `${first} ${last}` };
}

async function updateProfile(server: TestServer, id: string, values: Record<string, unknown>) {
  const { error } = await server.serviceClient().from('profiles').update(values).eq('id', id);
  if (error) throw new Error(`Fixture failed: ${error.message}`);
}

/** A new candidate account, approved and (by default) with a CV, signed in with its password. */
export async function newCandidate(server: TestServer, tag: string, options: AccountOptions = {}): Promise<Account> {
  const user = await createUser(server, tag, 'Cand', tag.replace(/[^A-Za-z]/g, '') || 'Test');
  await updateProfile(server, user.id, {
    candidate_status: options.status ?? 'active',
    country: options.country ?? 'india',
    ...(options.cv === false ? {} : { cv_path: `${user.id}/cv.pdf` }),
  });
  return { ...user, client: (await server.signInAs(user.email, demoPassword)).client };
}

/** A new recruiter account, signed in with a second factor (an aal2 session). */
export async function newRecruiter(server: TestServer, tag: string, first = 'Sam', last = 'Okafor'): Promise<Account> {
  const user = await createUser(server, tag, first, last);
  await updateProfile(server, user.id, { user_type: 'recruiter' });
  return { ...user, client: (await server.signInWithSecondFactor(user.email, demoPassword)).client };
}

/** Jordan signed in with a second factor, as a recruiter must be. */
export async function signInRecruiter(server: TestServer, email: string = jordan.email): Promise<SupabaseClient> {
  return (await server.signInWithSecondFactor(email, demoPassword)).client;
}

/** The consent text version the site shows now. */
export async function currentConsentVersion(server: TestServer): Promise<number> {
  const texts = await must<{ version: number }[]>(
    server.serviceClient().from('service_consent_texts').select('version').order('version', { ascending: false }).limit(1),
  );
  return texts[0]!.version;
}

export function enrolWith(client: SupabaseClient, consentVersion: number, targets = ['ireland', 'canada']) {
  return client.rpc('enrol_in_managed_service', {
    target_countries: targets,
    target_roles: ['Software engineer'],
    salary_min: 60000,
    salary_currency: 'EUR',
    salary_period: 'year',
    consent_version: consentVersion,
  });
}

/** Enrols the candidate with the current consent text; returns the recruiter assigned. */
export async function enrol(server: TestServer, candidate: Account): Promise<string | null> {
  const row = await must<{ recruiter_id: string | null }>(enrolWith(candidate.client, await currentConsentVersion(server)));
  return row.recruiter_id;
}

/** A new enrolled candidate (on the least busy recruiter's caseload). */
export async function enrolledCandidate(server: TestServer, tag: string, options: AccountOptions = {}): Promise<Account> {
  const candidate = await newCandidate(server, tag, options);
  await enrol(server, candidate);
  return candidate;
}

export interface Place {
  country: string;
  region?: string;
}

/** A live job of the demo employer (Maple Tech Solutions) in the place; its title names the tag. */
export async function liveJob(server: TestServer, tag: string, place: Place): Promise<{ id: number; title: string }> {
  const title = `Engineer ${tag}`;
  const id = await createJob(server.serviceClient(), tag, {
    approved: true,
    title,
    country: place.country,
    region: place.region ?? null,
    location: place.region ? `${place.region}, ${place.country}` : place.country,
  });
  return { id, title };
}

export function propose(recruiter: SupabaseClient, candidateId: string, jobId: number, extra: Record<string, unknown> = {}) {
  return recruiter
    .from('service_proposals')
    .insert({ candidate_id: candidateId, job_id: jobId, reason: 'Your experience matches the role.', ...extra })
    .select('id')
    .single<{ id: number }>();
}

export async function proposeOk(recruiter: SupabaseClient, candidateId: string, jobId: number, extra: Record<string, unknown> = {}) {
  return (await must(propose(recruiter, candidateId, jobId, extra))).id;
}

export function decide(candidate: SupabaseClient, proposalId: number, approve: boolean, reason?: string) {
  return candidate.rpc('decide_service_proposal', {
    proposal_id: proposalId,
    approve,
    ...(reason === undefined ? {} : { decline_reason: reason }),
  });
}

/** Jordan proposes a new live job in the place and the candidate approves it; returns the application. */
export async function approvedPlacement(
  server: TestServer,
  recruiter: SupabaseClient,
  candidate: Account,
  tag: string,
  place: Place,
): Promise<{ jobId: number; title: string; applicationId: number }> {
  const job = await liveJob(server, tag, place);
  const proposal = await proposeOk(recruiter, candidate.id, job.id);
  const decided = await must<{ application_id: number }>(decide(candidate.client, proposal, true));
  return { jobId: job.id, title: job.title, applicationId: decided.application_id };
}

export interface Notice {
  kind: string;
  title: string;
  body: string;
}

export async function noticesOf(server: TestServer, userId: string, kind?: string): Promise<Notice[]> {
  let query = server.serviceClient().from('notifications').select('kind, title, body').eq('user_id', userId);
  if (kind) query = query.eq('kind', kind);
  return must<Notice[]>(query.order('id'));
}

export interface InvoiceLine {
  fee_code: string;
  description: string;
  quantity: number;
  unit_amount: number;
  net_amount: number;
}
export interface Invoice {
  id: number;
  number: string;
  status: string;
  currency: string;
  total: number;
  paid_at: string | null;
  payment_reference: string | null;
  void_reason: string | null;
  invoice_lines: InvoiceLine[];
}

export function invoicesOf(server: TestServer, candidateId: string): Promise<Invoice[]> {
  return must<Invoice[]>(
    server
      .serviceClient()
      .from('invoices')
      .select('id, number, status, currency, total, paid_at, payment_reference, void_reason, invoice_lines(fee_code, description, quantity, unit_amount, net_amount)')
      .eq('candidate_id', candidateId)
      .order('id'),
  );
}

export interface Charge {
  fee_code: string;
  status: string;
  jurisdiction_name: string | null;
  invoice_id: number | null;
  application_id: number | null;
}

export function chargesOf(server: TestServer, candidateId: string): Promise<Charge[]> {
  return must<Charge[]>(
    server
      .serviceClient()
      .from('service_charges')
      .select('fee_code, status, jurisdiction_name, invoice_id, application_id')
      .eq('candidate_id', candidateId)
      .order('id'),
  );
}

/** Sets a row's columns through the service role (an employer's hire, a visa decision). */
export async function serviceUpdate(server: TestServer, table: string, id: number, values: Record<string, unknown>) {
  const { error } = await server.serviceClient().from(table).update(values).eq('id', id);
  if (error) throw new Error(`Fixture failed: ${error.message}`);
}

/** A visa case of the candidate, for a job or (without one) a destination country. */
export async function visaCase(
  server: TestServer,
  candidateId: string,
  values: { job_id?: number; destination_country: string; status: string },
): Promise<number> {
  const row = await must<{ id: number }>(
    server
      .serviceClient()
      .from('visa_cases')
      .insert({ candidate_id: candidateId, visa_type: 'Work permit', job_id: null, ...values })
      .select('id')
      .single(),
  );
  return row.id;
}
