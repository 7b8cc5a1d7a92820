import type { GlobalHireClient } from '../client';
import type { Tables, TablesInsert, TablesUpdate } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  draftJobSchema,
  fieldErrors,
  postJobSchema,
  type DraftJobValues,
  type PostJobInput,
} from '../validation';

export type JobRow = Tables<'jobs'>;

function toJobColumns(values: DraftJobValues): Omit<TablesInsert<'jobs'>, 'company_id'> {
  return {
    title: values.jobTitle,
    location: values.location ?? '',
    country: values.country ?? null,
    city: values.city ?? null,
    category: values.category ?? null,
    work_type: values.workType,
    employment_type: values.employmentType,
    description: values.description ?? '',
    requirements: values.requirements,
    benefits: values.benefits,
    tags: values.tags,
    salary_min: values.salaryMin ?? null,
    salary_max: values.salaryMax ?? null,
    salary_currency:
      values.salaryMin != null || values.salaryMax != null ? values.salaryCurrency : null,
    salary_period: values.salaryPeriod,
    visa_sponsorship: values.visaSponsorship,
    relocation_support: values.relocationSupport,
    occupation_code: values.occupationCode ?? null,
    region: values.region ?? null,
    // Only an hourly wage is paid for a number of hours.
    weekly_hours: values.salaryPeriod === 'hour' ? (values.weeklyHours ?? null) : null,
    closes_on: values.closesOn ?? null,
    openings: values.openings,
    ...relocationColumns(values),
  };
}

/** The relocation package: none without relocation support, and an allowance with its currency. */
function relocationColumns(values: DraftJobValues) {
  const offered = values.relocationSupport;
  const allowance = offered ? (values.relocationAllowance ?? null) : null;
  return {
    relocation_flights: offered && values.relocationFlights,
    relocation_housing_nights: offered ? (values.relocationHousingNights ?? null) : null,
    relocation_visa_fees: offered && values.relocationVisaFees,
    relocation_family: offered && values.relocationFamily,
    relocation_allowance: allowance,
    relocation_allowance_currency:
      allowance === null ? null : (values.relocationAllowanceCurrency ?? values.salaryCurrency),
    relocation_notes: offered ? (values.relocationNotes ?? null) : null,
  };
}

/**
 * The columns a form's input would write (as a draft when `draft`), or null while it is invalid:
 * lets the edit form ask jobNeedsReview before saving.
 */
export function jobColumnsOf(input: PostJobInput, options: { draft?: boolean } = {}) {
  const parsed = (options.draft ? draftJobSchema : postJobSchema).safeParse(input);
  return parsed.success ? toJobColumns(parsed.data) : null;
}

function invalid<T>(error: import('zod').ZodError): Result<T> {
  return fail(
    { message: Object.values(fieldErrors(error)).join(' '), code: 'validation_failed' },
    400,
  );
}

/**
 * Posts a job for the signed-in employer. It waits for an admin's approval; the database applies
 * the plan's posting limit and answers with a readable message when it is reached.
 */
export async function postJob(
  client: GlobalHireClient,
  companyId: string,
  input: PostJobInput,
  options: { draft?: boolean } = {},
): Promise<Result<JobRow>> {
  const parsed = (options.draft ? draftJobSchema : postJobSchema).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { data, error, status } = await client
    .from('jobs')
    .insert({
      ...toJobColumns(parsed.data),
      company_id: companyId,
      status: options.draft ? 'draft' : 'published',
    })
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

/**
 * Saves an edited job. A draft (`draft: true`) needs only its title. The database sends an
 * approved job back to review when the employer changes what visitors read (see jobNeedsReview).
 * `submit: true` saves a draft complete and submits it for review in the same write (the plan's
 * posting limit applies, as when a job is posted).
 */
export async function updateJob(
  client: GlobalHireClient,
  jobId: number,
  input: PostJobInput,
  options: { draft?: boolean; submit?: boolean } = {},
): Promise<Result<JobRow>> {
  const asDraft = options.draft && !options.submit;
  const parsed = (asDraft ? draftJobSchema : postJobSchema).safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { data, error, status } = await client
    .from('jobs')
    .update({
      ...toJobColumns(parsed.data),
      ...(options.submit ? { status: 'published' as const } : {}),
    })
    .eq('id', jobId)
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

async function patchJob(
  client: GlobalHireClient,
  jobId: number,
  patch: TablesUpdate<'jobs'>,
): Promise<Result<JobRow>> {
  const { data, error, status } = await client
    .from('jobs')
    .update(patch)
    .eq('id', jobId)
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

/**
 * Drafts become published (pending approval) and back; only the owner or an admin may. A draft
 * may lack most fields, so publishing checks the stored job against postJobSchema first.
 */
export async function setJobStatus(
  client: GlobalHireClient,
  jobId: number,
  status: 'draft' | 'published',
): Promise<Result<JobRow>> {
  if (status === 'published') {
    const {
      data: rows,
      error,
      status: httpStatus,
    } = await client.from('jobs').select('*').eq('id', jobId);
    if (error) return fail(error, httpStatus);
    const job = rows[0];
    if (!job) return fail({ message: 'This job no longer exists.', code: 'PGRST116' }, 404);
    const parsed = postJobSchema.safeParse({
      jobTitle: job.title,
      location: job.location,
      country: job.country ?? '',
      city: job.city ?? '',
      category: job.category ?? '',
      description: job.description,
      salaryMin: job.salary_min ?? '',
      salaryMax: job.salary_max ?? '',
      salaryCurrency: job.salary_currency ?? 'USD',
      closesOn: job.closes_on ?? '',
    });
    if (!parsed.success) {
      const missing = Object.values(fieldErrors(parsed.error)).join(' ');
      return fail(
        { message: `Complete the job before publishing it. ${missing}`, code: 'validation_failed' },
        400,
      );
    }
  }
  return patchJob(client, jobId, { status });
}

/** Admin moderation: approval opens the plan's visibility window (set by the database). */
export const approveJob = (client: GlobalHireClient, jobId: number) =>
  patchJob(client, jobId, { approved: true });
/** Rejecting needs a reason for the employer (required by the database, shown on their job list). */
export const rejectJob = (client: GlobalHireClient, jobId: number, reason: string) =>
  patchJob(client, jobId, { approved: false, rejection_reason: reason.trim() });
/**
 * Takes a live job off the site with a reason for its employer, without blocking the company. The
 * database records when (taken_down_at), tells the employer, and lets them edit it to resubmit.
 */
export const takeDownJob = (client: GlobalHireClient, jobId: number, reason: string) =>
  patchJob(client, jobId, { approved: false, rejection_reason: reason.trim() });
export const setJobFeatured = (client: GlobalHireClient, jobId: number, featured: boolean) =>
  patchJob(client, jobId, { featured });

export async function deleteJob(client: GlobalHireClient, jobId: number): Promise<Result<null>> {
  const { error, status } = await client.from('jobs').delete().eq('id', jobId);
  return error ? fail(error, status) : ok(null);
}
