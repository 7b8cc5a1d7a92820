import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { JobSearchFilters } from './jobs';

/** A saved search that emails the candidate when matching jobs go live. */
export type JobAlert = Pick<
  Tables<'job_alerts'>,
  | 'id'
  | 'name'
  | 'frequency'
  | 'active'
  | 'keyword'
  | 'country'
  | 'city'
  | 'category'
  | 'work_type'
  | 'employment_type'
  | 'visa_sponsorship'
  | 'relocation_support'
  | 'likely_takeable'
  | 'min_salary'
  | 'salary_currency'
  | 'last_sent_at'
  | 'created_at'
>;

export type JobAlertFrequency = JobAlert['frequency'];

export const JOB_ALERT_SELECT =
  'id, name, frequency, active, keyword, country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, likely_takeable, min_salary, salary_currency, last_sent_at, created_at';

/** The candidate's alerts, newest first (RLS: their own only). */
export async function listMyJobAlerts(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<JobAlert[]>> {
  const { data, error, status } = await client
    .from('job_alerts')
    .select(JOB_ALERT_SELECT)
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return error ? fail(error, status) : ok(data satisfies JobAlert[]);
}

/** The currency an alert's minimum salary is in: null is US dollars, as in the job search. */
export const alertSalaryCurrency = (alert: Pick<JobAlert, 'salary_currency'>): string =>
  alert.salary_currency ?? 'USD';

/**
 * The job search an alert runs: what /jobs shows for it. The minimum salary keeps its currency
 * (US dollars when none was saved), so the link never falls back to the visitor's own.
 */
export function alertSearchFilters(
  alert: Omit<JobAlert, 'id' | 'name' | 'frequency' | 'active' | 'last_sent_at' | 'created_at'>,
): JobSearchFilters {
  return {
    keyword: alert.keyword ?? undefined,
    country: alert.country ?? undefined,
    city: alert.city ?? undefined,
    category: alert.category ?? undefined,
    workType: alert.work_type ?? undefined,
    employmentType: alert.employment_type ?? undefined,
    visaSponsorship: alert.visa_sponsorship || undefined,
    relocationSupport: alert.relocation_support || undefined,
    likelyTakeable: alert.likely_takeable || undefined,
    minSalary: alert.min_salary ?? undefined,
    salaryCurrency: alert.min_salary ? alertSalaryCurrency(alert) : undefined,
  };
}

/**
 * True when a search narrows the job list at all (an alert needs at least one filter). Date
 * posted does not count: an alert sends the jobs that go live after it anyway.
 */
export function hasJobFilter(filters: JobSearchFilters): boolean {
  return Boolean(
    filters.keyword?.trim() ||
    filters.country ||
    filters.city?.trim() ||
    filters.category ||
    filters.workType ||
    filters.employmentType ||
    filters.visaSponsorship ||
    filters.relocationSupport ||
    filters.likelyTakeable ||
    (filters.minSalary != null && filters.minSalary > 0),
  );
}

/** The ids of the jobs the candidate saved, for the Save / Saved toggles. */
export async function listSavedJobIds(
  client: GlobalHireClient,
  candidateId: string,
): Promise<Result<number[]>> {
  const { data, error, status } = await client
    .from('saved_jobs')
    .select('job_id')
    .eq('candidate_id', candidateId);
  return error ? fail(error, status) : ok(data.map((row) => row.job_id));
}
