import type { AuditEntry } from '../queries/audit';
import {
  CANDIDATE_APPLICATION_SELECT,
  CANDIDATE_ENROLMENT_SELECT,
  CANDIDATE_PROFILE_SELECT,
  CANDIDATE_VISA_CASE_SELECT,
  type AdminCandidateApplication,
  type AdminCandidateEnrolment,
  type AdminCandidateProfile,
  type AdminCandidateVisaCase,
} from '../queries/admin-people';
import {
  EMPLOYER_JOB_SELECT,
  EMPLOYER_LICENCE_SELECT,
  EMPLOYER_PROFILE_SELECT,
  type AdminEmployerJob,
  type AdminEmployerLicence,
  type AdminEmployerProfile,
} from '../queries/admin-employer-detail';
import {
  adminCandidateApplications,
  adminCandidateEnrolment,
  adminCandidateProfile,
  adminCandidateVisaCases,
  candidateActivityRows,
  candidateAuditEntries,
  weiChenId,
  type ActivityRow,
} from './fixtures/admin-candidate-detail';
import {
  adminEmployerJobs,
  adminEmployerLicences,
  adminEmployerProfile,
  employerActivityRows,
  employerAuditEntries,
  southernCrossId,
} from './fixtures/admin-employer-detail';
import { defineCall, param } from './scenario';
import { restUrl, rowsResponse, rpcResponse, rpcUrl } from './wire';

/** supabase-js sends a select without its whitespace. */
const compact = (select: string) => select.replace(/\s/g, '');
const selects = (select: string) => (url: URL) => param(url, 'select') === compact(select);

/** A read of one table with this exact select, answered with the rows given. */
const readOf = <T>(table: string, select: string, fixture: T[]) =>
  defineCall<T[]>({
    method: 'get',
    url: restUrl(table),
    matches: selects(select),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture,
    empty: [],
  });

/** A read of one row with this exact select (null: no such row). */
const rowOf = <T>(table: string, select: string, fixture: T | null) =>
  defineCall<T | null>({
    method: 'get',
    url: restUrl(table),
    matches: selects(select),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture,
    empty: null,
  });

/** An admin RPC about one account, answered from a map of account id → rows. */
const perAccount = <T>(fn: string, fixture: Record<string, T[]>) =>
  defineCall<Record<string, T[]>>({
    method: 'post',
    url: rpcUrl(fn),
    respond: async (request, byAccount) => {
      const { account_id: account } = (await request.clone().json()) as { account_id?: string };
      return rpcResponse(request, byAccount[account ?? ''] ?? []);
    },
    fixture,
    empty: {},
  });

/** Mocks for the admin's candidate and employer review pages. */
export const adminPeopleHandlers = {
  adminCandidate: rowOf<AdminCandidateProfile>(
    'profile_details',
    CANDIDATE_PROFILE_SELECT,
    adminCandidateProfile,
  ),
  adminCandidateApplications: readOf<AdminCandidateApplication>(
    'applications',
    CANDIDATE_APPLICATION_SELECT,
    adminCandidateApplications,
  ),
  adminCandidateVisaCases: readOf<AdminCandidateVisaCase>(
    'visa_cases',
    CANDIDATE_VISA_CASE_SELECT,
    adminCandidateVisaCases,
  ),
  adminCandidateEnrolment: rowOf<AdminCandidateEnrolment>(
    'service_caseload',
    CANDIDATE_ENROLMENT_SELECT,
    adminCandidateEnrolment,
  ),
  adminEmployer: rowOf<AdminEmployerProfile>(
    'profile_details',
    EMPLOYER_PROFILE_SELECT,
    adminEmployerProfile,
  ),
  adminEmployerJobs: readOf<AdminEmployerJob>(
    'job_summaries',
    EMPLOYER_JOB_SELECT,
    adminEmployerJobs,
  ),
  adminEmployerLicences: readOf<AdminEmployerLicence>(
    'employer_licences',
    EMPLOYER_LICENCE_SELECT,
    adminEmployerLicences,
  ),
  /** admin_account_activity: counts per account id. */
  adminAccountActivity: perAccount<ActivityRow>('admin_account_activity', {
    [weiChenId]: candidateActivityRows,
    [southernCrossId]: employerActivityRows,
  }),
  /** admin_account_audit: entries per account id. */
  adminAccountAudit: perAccount<AuditEntry>('admin_account_audit', {
    [weiChenId]: candidateAuditEntries,
    [southernCrossId]: employerAuditEntries,
  }),
};
