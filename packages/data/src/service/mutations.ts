import type { GlobalHireClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { fail, ok, type Result } from '../result';
import { fieldErrors } from '../validation';
import type { BillingDetails, Enrolment, FeeJurisdiction, Invoice, Proposal, ServiceFee, ServiceNote, ServiceOrder } from './types';
import { enrolmentSchema, paymentSchema, proposalSchema, type EnrolmentInput, type PaymentInput, type ProposalInput } from './validation';
import { PROPOSAL_SELECT } from './queries';

const invalid = <T>(errors: Record<string, string>): Result<T> =>
  fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);

/** Enrols the signed-in candidate with the consent they ticked (or updates their targets). */
export async function enrolInManagedService(client: GlobalHireClient, input: EnrolmentInput): Promise<Result<Enrolment>> {
  const parsed = enrolmentSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const v = parsed.data;
  const { data, error, status } = await client.rpc('enrol_in_managed_service', {
    target_countries: v.targetCountries,
    target_roles: v.targetRoles,
    salary_min: v.salaryMin as number,
    salary_currency: v.salaryCurrency,
    salary_period: v.salaryPeriod,
    consent_version: v.consentVersion,
  });
  return error ? fail(error, status) : ok(data as Enrolment);
}

/** Withdraws the signed-in candidate's consent: open proposals are withdrawn, nothing new is sent. */
export async function withdrawServiceConsent(client: GlobalHireClient): Promise<Result<Enrolment>> {
  const { data, error, status } = await client.rpc('withdraw_managed_service_consent');
  return error ? fail(error, status) : ok(data as Enrolment);
}

/** The candidate approves (the application is submitted for them) or declines a proposal. */
export async function decideProposal(
  client: GlobalHireClient,
  proposalId: number,
  decision: { approve: true } | { approve: false; reason?: string },
): Promise<Result<Proposal>> {
  const { error, status } = await client.rpc('decide_service_proposal', {
    proposal_id: proposalId,
    approve: decision.approve,
    decline_reason: decision.approve ? undefined : (decision.reason ?? undefined),
  });
  if (error) return fail(error, status);
  return readProposal(client, proposalId);
}

async function readProposal(client: GlobalHireClient, id: number): Promise<Result<Proposal>> {
  const { data, error, status } = await client.from('service_proposals').select(PROPOSAL_SELECT).eq('id', id).single();
  return error ? fail(error, status) : ok(data as unknown as Proposal);
}

/** A recruiter proposes a live job to a candidate on their caseload. */
export async function proposeJob(
  client: GlobalHireClient,
  recruiterId: string,
  candidateId: string,
  input: ProposalInput,
): Promise<Result<Proposal>> {
  const parsed = proposalSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const v = parsed.data;
  const { data, error, status } = await client
    .from('service_proposals')
    .insert({
      candidate_id: candidateId,
      recruiter_id: recruiterId,
      job_id: v.jobId,
      reason: v.reason,
      cv_path: v.cvPath,
      cover_letter: v.coverLetter,
    })
    .select(PROPOSAL_SELECT)
    .single();
  return error ? fail(error, status) : ok(data as unknown as Proposal);
}

/** A recruiter withdraws an open proposal before the candidate decides. */
export async function withdrawProposal(client: GlobalHireClient, proposalId: number): Promise<Result<Proposal>> {
  const { data, error, status } = await client
    .from('service_proposals')
    .update({ status: 'withdrawn' })
    .eq('id', proposalId)
    .eq('status', 'proposed')
    .select(PROPOSAL_SELECT)
    .maybeSingle();
  if (error) return fail(error, status);
  if (!data) return fail({ message: 'This proposal is no longer open.', code: 'PGRST116' }, 409);
  return ok(data as unknown as Proposal);
}

/** An internal note on a candidate (never shown to them or to employers). */
export async function addServiceNote(
  client: GlobalHireClient,
  authorId: string,
  candidateId: string,
  body: string,
  proposalId: number | null = null,
): Promise<Result<ServiceNote>> {
  const text = body.trim();
  if (!text) return invalid({ body: 'Write the note first.' });
  const { data, error, status } = await client
    .from('service_notes')
    .insert({ candidate_id: candidateId, author_id: authorId, body: text, proposal_id: proposalId })
    .select('*')
    .single();
  return error ? fail(error, status) : ok(data);
}

/** An enrolled candidate orders an extra (translation, credential evaluation, another country). */
export async function orderServiceExtra(
  client: GlobalHireClient,
  candidateId: string,
  order: { feeCode: string; quantity: number; country?: string | null; details?: string | null },
): Promise<Result<ServiceOrder>> {
  if (!Number.isInteger(order.quantity) || order.quantity < 1 || order.quantity > 200) {
    return invalid({ quantity: 'Enter a whole number from 1 to 200.' });
  }
  const { data, error, status } = await client
    .from('service_orders')
    .insert({
      candidate_id: candidateId,
      fee_code: order.feeCode,
      quantity: order.quantity,
      country: order.country ?? null,
      details: order.details?.trim() || null,
    })
    .select('*')
    .single();
  return error ? fail(error, status) : ok(data);
}

/** An admin moves a candidate to a recruiter's caseload. */
export async function assignRecruiter(
  client: GlobalHireClient,
  candidateId: string,
  recruiterId: string,
): Promise<Result<Enrolment>> {
  const { data, error, status } = await client.rpc('assign_recruiter', { candidate_id: candidateId, recruiter_id: recruiterId });
  return error ? fail(error, status) : ok(data as Enrolment);
}

/** An admin records a bank transfer received for an invoice. */
export async function recordInvoicePayment(
  client: GlobalHireClient,
  invoiceId: number,
  input: PaymentInput,
): Promise<Result<Invoice>> {
  const parsed = paymentSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { error, status } = await client.rpc('record_invoice_payment', {
    invoice_id: invoiceId,
    paid_on: parsed.data.paidOn,
    reference: parsed.data.reference,
  });
  return error ? fail(error, status) : readInvoice(client, invoiceId);
}

/** An admin voids an issued invoice, saying why. */
export async function voidInvoice(client: GlobalHireClient, invoiceId: number, reason: string): Promise<Result<Invoice>> {
  if (!reason.trim()) return invalid({ reason: 'Say why the invoice is void.' });
  const { error, status } = await client.rpc('void_invoice', { invoice_id: invoiceId, reason: reason.trim() });
  return error ? fail(error, status) : readInvoice(client, invoiceId);
}

async function readInvoice(client: GlobalHireClient, id: number): Promise<Result<Invoice>> {
  const { data, error, status } = await client.from('invoices').select('*, lines:invoice_lines(*)').eq('id', id).single();
  return error ? fail(error, status) : ok(data as unknown as Invoice);
}

/** An admin changes a fee's amount, words, tax rate or whether it is offered. */
export async function updateServiceFee(
  client: GlobalHireClient,
  code: string,
  changes: Pick<TablesUpdate<'service_fees'>, 'label' | 'description' | 'amount' | 'currency' | 'tax_rate' | 'active'>,
): Promise<Result<ServiceFee>> {
  if (changes.amount !== undefined && (!Number.isFinite(changes.amount) || changes.amount < 0)) {
    return invalid({ amount: 'Enter an amount of 0 or more.' });
  }
  const { data, error, status } = await client.from('service_fees').update(changes).eq('code', code).select('*').single();
  return error ? fail(error, status) : ok(data);
}

export type FeeJurisdictionInput = Pick<
  FeeJurisdiction,
  'country' | 'region' | 'name' | 'applies_when' | 'summary' | 'sources' | 'reviewed_on'
>;

/** An admin adds (no id) or edits a restricted jurisdiction. */
export async function saveFeeJurisdiction(
  client: GlobalHireClient,
  input: FeeJurisdictionInput,
  id?: number,
): Promise<Result<FeeJurisdiction>> {
  if (input.sources.length === 0 || input.sources.some((s) => !s.title.trim() || !/^https?:\/\//.test(s.url))) {
    return invalid({ sources: 'Cite at least one source, each with a title and a web address.' });
  }
  const row = { ...input, sources: input.sources as unknown as never };
  const query = id === undefined
    ? client.from('fee_jurisdictions').insert(row)
    : client.from('fee_jurisdictions').update(row).eq('id', id);
  const { data, error, status } = await query.select('*').single();
  return error ? fail(error, status) : ok(data as unknown as FeeJurisdiction);
}

/** An admin removes a restricted jurisdiction. */
export async function deleteFeeJurisdiction(client: GlobalHireClient, id: number): Promise<Result<null>> {
  const { error, status } = await client.from('fee_jurisdictions').delete().eq('id', id);
  return error ? fail(error, status) : ok(null);
}

/** An admin keeps who invoices and where candidates pay. */
export async function saveBillingDetails(
  client: GlobalHireClient,
  details: Omit<BillingDetails, 'id' | 'updated_at'>,
): Promise<Result<BillingDetails>> {
  const { data, error, status } = await client
    .from('billing_details')
    .upsert({ ...details, id: true, updated_at: new Date().toISOString() })
    .select('*')
    .single();
  return error ? fail(error, status) : ok(data);
}
