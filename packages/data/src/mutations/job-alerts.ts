import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import type { JobSearchFilters } from '../queries/jobs';
import {
  hasJobFilter,
  JOB_ALERT_SELECT,
  type JobAlert,
  type JobAlertFrequency,
} from '../queries/job-alerts';

export const jobAlertFrequencies: readonly { value: JobAlertFrequency; label: string }[] = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
];

export const jobAlertMessages = {
  nameRequired: 'Enter a name for this alert.',
  nameTooLong: 'Keep the name under 100 characters.',
  noFilters:
    'Choose at least one filter (a keyword, country, city, category, work type, employment type, visa sponsorship, relocation support or a minimum salary) before saving an alert.',
  minSalary: 'Enter the minimum salary as a whole amount above zero, or leave it empty.',
} as const;

export interface JobAlertInput {
  name: string;
  frequency: JobAlertFrequency;
  filters: JobSearchFilters;
}

export type JobAlertFieldErrors = Partial<Record<'name' | 'filters' | 'minSalary', string>>;

const nameError = (text: string): string | undefined => {
  const name = text.trim();
  if (!name) return jobAlertMessages.nameRequired;
  if (name.length > 100) return jobAlertMessages.nameTooLong;
  return undefined;
};

const minSalaryError = (minSalary: number | null | undefined): string | undefined =>
  minSalary == null || (Number.isSafeInteger(minSalary) && minSalary > 0)
    ? undefined
    : jobAlertMessages.minSalary;

/** Only the messages that are set (an object without keys: the input may be saved). */
const setErrors = (errors: JobAlertFieldErrors): JobAlertFieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message),
  ) as JobAlertFieldErrors;

/** The messages beside the alert form's fields; empty when the input may be saved. */
export function jobAlertFieldErrors(
  input: Pick<JobAlertInput, 'name'> & Partial<JobAlertInput>,
): JobAlertFieldErrors {
  const minSalary = minSalaryError(input.filters?.minSalary);
  return setErrors({
    name: nameError(input.name),
    minSalary,
    filters:
      !minSalary && input.filters && !hasJobFilter(input.filters)
        ? jobAlertMessages.noFilters
        : undefined,
  });
}

const validationFailure = <T>(errors: JobAlertFieldErrors): Result<T> =>
  fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);

/** Saves the current /jobs filters as an alert of the candidate. */
export async function createJobAlert(
  client: GlobalHireClient,
  candidateId: string,
  input: JobAlertInput,
): Promise<Result<JobAlert>> {
  const errors = jobAlertFieldErrors(input);
  if (Object.keys(errors).length > 0) return validationFailure(errors);
  const { filters } = input;
  const { data, error, status } = await client
    .from('job_alerts')
    .insert({
      candidate_id: candidateId,
      name: input.name.trim(),
      frequency: input.frequency,
      keyword: filters.keyword?.trim() || null,
      country: filters.country || null,
      city: filters.city?.trim() || null,
      category: filters.category || null,
      work_type: (filters.workType as JobAlert['work_type']) || null,
      employment_type: (filters.employmentType as JobAlert['employment_type']) || null,
      visa_sponsorship: Boolean(filters.visaSponsorship),
      relocation_support: Boolean(filters.relocationSupport),
      likely_takeable: Boolean(filters.likelyTakeable),
      ...salaryColumns(filters.minSalary, filters.salaryCurrency),
    })
    .select(JOB_ALERT_SELECT)
    .single();
  return error ? fail(error, status) : ok(data satisfies JobAlert);
}

/**
 * The minimum salary and its currency as stored: a whole yearly amount, and its currency only
 * with an amount (null is US dollars, as in the search). Date posted is never stored.
 */
function salaryColumns(
  minSalary: number | null | undefined,
  currency: string | null | undefined,
): Pick<JobAlert, 'min_salary' | 'salary_currency'> {
  if (!minSalary || minSalary <= 0) return { min_salary: null, salary_currency: null };
  const code = currency?.trim().toUpperCase();
  return {
    min_salary: Math.floor(minSalary),
    salary_currency: code && /^[A-Z]{3}$/.test(code) ? code : null,
  };
}

export type JobAlertChanges = Partial<
  Pick<JobAlert, 'name' | 'frequency' | 'active' | 'city' | 'min_salary' | 'salary_currency'>
>;

/**
 * Renames, changes the frequency, city or minimum salary (with its currency) of, pauses or
 * resumes one of the candidate's alerts.
 */
export async function updateJobAlert(
  client: GlobalHireClient,
  alertId: number,
  changes: JobAlertChanges,
): Promise<Result<JobAlert>> {
  const errors = setErrors({
    name: changes.name === undefined ? undefined : nameError(changes.name),
    minSalary: minSalaryError(changes.min_salary),
  });
  if (Object.keys(errors).length > 0) return validationFailure(errors);
  const row: JobAlertChanges = { ...changes };
  if (changes.name !== undefined) row.name = changes.name.trim();
  if (changes.city !== undefined) row.city = changes.city?.trim() || null;
  if (changes.min_salary !== undefined)
    Object.assign(row, salaryColumns(changes.min_salary, changes.salary_currency));
  const { data, error, status } = await client
    .from('job_alerts')
    .update(row)
    .eq('id', alertId)
    .select(JOB_ALERT_SELECT)
    .single();
  return error ? fail(error, status) : ok(data satisfies JobAlert);
}

export async function deleteJobAlert(
  client: GlobalHireClient,
  alertId: number,
): Promise<Result<null>> {
  const { error, status } = await client.from('job_alerts').delete().eq('id', alertId);
  return error ? fail(error, status) : ok(null);
}

export type UnsubscribeOutcome =
  { status: 'unsubscribed'; alertName: string } | { status: 'invalid' };

/** The email's one-click unsubscribe (works signed out): turns that alert off, once. */
export async function unsubscribeJobAlert(
  client: GlobalHireClient,
  token: string,
): Promise<Result<UnsubscribeOutcome>> {
  if (!/^[0-9a-f]{32,128}$/.test(token)) return ok({ status: 'invalid' });
  const { data, error, status } = await client.rpc('unsubscribe_job_alert', { token });
  if (error) return fail(error, status);
  return ok(data ? { status: 'unsubscribed', alertName: data } : { status: 'invalid' });
}
