import type { Enums, Tables } from '../database.types';

// The managed service as its readers see it: a candidate's enrolment, consent, proposals and
// invoices; a recruiter's caseload; the fee schedule and the rules that restrict it.

export type EnrolmentStatus = Enums<'service_enrolment_status'>;
export type ProposalStatus = Enums<'service_proposal_status'>;
export type InvoiceStatus = Enums<'invoice_status'>;
export type FeeTrigger = Enums<'service_fee_trigger'>;
export type FeeAppliesWhen = Enums<'fee_applies_when'>;

export type Enrolment = Tables<'service_enrolments'>;
export type ConsentRecord = Tables<'service_consents'>;
export type ConsentText = Tables<'service_consent_texts'>;
export type ServiceFee = Tables<'service_fees'>;
export type BillingDetails = Tables<'billing_details'>;
export type ServiceNote = Tables<'service_notes'>;
export type ServiceCharge = Tables<'service_charges'>;
export type ServiceOrder = Tables<'service_orders'>;

/** Where a law is written: each restricted jurisdiction cites at least one source. */
export interface LegalSource {
  title: string;
  url: string;
}

export type FeeJurisdiction = Omit<Tables<'fee_jurisdictions'>, 'sources'> & { sources: LegalSource[] };

/** The job a proposal is about, as the candidate and recruiter read it. */
export type ProposalJob = Pick<
  Tables<'jobs'>,
  'id' | 'title' | 'country' | 'region' | 'city' | 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'
> & { company: { company_name: string | null; slug: string | null } | null };

export type Proposal = Pick<
  Tables<'service_proposals'>,
  | 'id'
  | 'candidate_id'
  | 'job_id'
  | 'recruiter_id'
  | 'status'
  | 'reason'
  | 'cv_path'
  | 'cover_letter'
  | 'decline_reason'
  | 'decided_at'
  | 'application_id'
  | 'created_at'
> & { job: ProposalJob | null };

export type InvoiceLine = Tables<'invoice_lines'>;
export type Invoice = Tables<'invoices'> & { lines: InvoiceLine[] };

/** A person's name as the service shows it. */
export interface PersonName {
  first_name: string | null;
  last_name: string | null;
}

/** The candidate's own view of the service: enrolment, recruiter, consent history. */
export interface MyService {
  enrolment: Enrolment | null;
  recruiter: (PersonName & { email: string | null; phone: string | null }) | null;
  consents: ConsentRecord[];
}

/** One row of the recruiter's (or admin's) caseload list. */
export type CaseloadEntry = Tables<'service_caseload'> & { candidate_id: string };

/** A candidate on the recruiter's caseload, with the contact details and experience of their profile. */
export type CaseloadCandidate = CaseloadEntry & {
  phone: string | null;
  experience_years: number | null;
};

/** One of a candidate's applications, as the recruiter tracks it (an approved proposal's status). */
export type CandidateApplication = Pick<
  Tables<'applications'>,
  'id' | 'job_id' | 'status' | 'proposal_id' | 'created_at'
>;
