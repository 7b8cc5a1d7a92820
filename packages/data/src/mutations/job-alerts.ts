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
    'Choose at least one filter (a keyword, country, category, work type, visa sponsorship, relocation support or a minimum salary) before saving an alert.',
} as const;

export interface JobAlertInput {
  name: string;
  frequency: JobAlertFrequency;
  filters: JobSearchFilters;
}

export type JobAlertFieldErrors = Partial<Record<'name' | 'filters', string>>;

/** The messages beside the alert form's fields; empty when the input may be saved. */
export function jobAlertFieldErrors(
  input: Pick<JobAlertInput, 'name'> & Partial<JobAlertInput>,
): JobAlertFieldErrors {
  const errors: JobAlertFieldErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = jobAlertMessages.nameRequired;
  else if (name.length > 100) errors.name = jobAlertMessages.nameTooLong;
  if (input.filters && !hasJobFilter(input.filters)) errors.filters = jobAlertMessages.noFilters;
  return errors;
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
      category: filters.category || null,
      work_type: (filters.workType as JobAlert['work_type']) || null,
      visa_sponsorship: Boolean(filters.visaSponsorship),
      relocation_support: Boolean(filters.relocationSupport),
      min_salary: filters.minSalary && filters.minSalary > 0 ? Math.floor(filters.minSalary) : null,
    })
    .select(JOB_ALERT_SELECT)
    .single();
  return error ? fail(error, status) : ok(data satisfies JobAlert);
}

export type JobAlertChanges = Partial<Pick<JobAlert, 'name' | 'frequency' | 'active'>>;

/** Renames, changes the frequency of, pauses or resumes one of the candidate's alerts. */
export async function updateJobAlert(
  client: GlobalHireClient,
  alertId: number,
  changes: JobAlertChanges,
): Promise<Result<JobAlert>> {
  if (changes.name !== undefined) {
    const errors = jobAlertFieldErrors({ name: changes.name });
    if (errors.name) return validationFailure(errors);
  }
  const { data, error, status } = await client
    .from('job_alerts')
    .update({ ...changes, ...(changes.name !== undefined ? { name: changes.name.trim() } : {}) })
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
