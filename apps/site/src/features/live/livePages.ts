import { applicantKeys, useCandidateId } from '../applicant/applicantQueries';
import { employerKeys, useEmployerId } from '../employer/employerQueries';
import { employerInterviewKeys } from '../interviews/interviewQueries';
import { visaCaseKey } from '../visa/useVisaCase';
import { useLiveInvalidation } from './useLiveInvalidation';

// What each panel page shows live. Row Level Security decides which rows reach whom: an employer
// hears of applications and interviews for their own jobs, a candidate of their own.

/** The employer's applicant lists: a new application (or a withdrawal) shows as it happens. */
export function useLiveEmployerApplicants() {
  const employerId = useEmployerId();
  useLiveInvalidation({
    table: 'applications',
    queryKeys: [
      [...employerKeys.all, 'applicants', employerId],
      [...employerKeys.all, 'dashboard', employerId],
    ],
    enabled: Boolean(employerId),
  });
}

/** The hiring employer's steps of their hires' visa cases, as the visa team moves them on. */
export function useLiveEmployerVisaSteps() {
  const employerId = useEmployerId();
  useLiveInvalidation({
    table: 'visa_case_steps',
    queryKeys: [
      [...employerKeys.all, 'visa-steps', employerId],
      [...employerKeys.all, 'visa-progress', employerId],
    ],
    enabled: Boolean(employerId),
  });
}

/** The employer's interviews: a candidate's answer (accept, decline, ask for another time). */
export function useLiveEmployerInterviews() {
  const employerId = useEmployerId();
  useLiveInvalidation({
    table: 'interviews',
    queryKeys: [employerInterviewKeys.list(employerId)],
    enabled: Boolean(employerId),
  });
}

/** The candidate's interviews: an invitation, a new time or a cancellation by the employer. */
export function useLiveCandidateInterviews() {
  const candidateId = useCandidateId();
  useLiveInvalidation({
    table: 'interviews',
    queryKeys: [applicantKeys.interviews(candidateId)],
    enabled: Boolean(candidateId),
  });
}

/** The candidate's applications: the employer moving one through the pipeline. */
export function useLiveCandidateApplications() {
  const candidateId = useCandidateId();
  useLiveInvalidation({
    table: 'applications',
    filter: `candidate_id=eq.${candidateId}`,
    queryKeys: [applicantKeys.applications(candidateId)],
    enabled: Boolean(candidateId),
  });
}

/** The candidate's visa cases: steps added, completed or rescheduled by the visa team or employer. */
export function useLiveCandidateVisa() {
  const candidateId = useCandidateId();
  useLiveInvalidation({
    table: 'visa_case_steps',
    queryKeys: [applicantKeys.visaCases(candidateId)],
    enabled: Boolean(candidateId),
  });
}

/** An admin's visa case page: steps the hiring employer completes. */
export function useLiveAdminVisaCase(caseId: number) {
  const valid = Number.isInteger(caseId) && caseId > 0;
  useLiveInvalidation({
    table: 'visa_case_steps',
    filter: `case_id=eq.${caseId}`,
    queryKeys: [visaCaseKey(caseId)],
    enabled: valid,
  });
}
