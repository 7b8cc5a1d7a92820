import type { GlobalHireClient } from '../client';
import type { Tables, TablesInsert, TablesUpdate } from '../database.types';
import { fail, ok, type Result } from '../result';
import { fieldErrors, postJobSchema, type PostJobInput, type PostJobValues } from '../validation';

export type JobRow = Tables<'jobs'>;

function toJobColumns(values: PostJobValues): Omit<TablesInsert<'jobs'>, 'company_id'> {
  return {
    title: values.jobTitle,
    location: values.location,
    country: values.country,
    city: values.city ?? null,
    category: values.category,
    work_type: values.workType,
    employment_type: values.employmentType,
    description: values.description,
    requirements: values.requirements,
    benefits: values.benefits,
    tags: values.tags,
    salary_min: values.salaryMin ?? null,
    salary_max: values.salaryMax ?? null,
    salary_currency: values.salaryMin != null || values.salaryMax != null ? values.salaryCurrency : null,
    salary_period: values.salaryPeriod,
    visa_sponsorship: values.visaSponsorship,
    relocation_support: values.relocationSupport,
  };
}

function invalid<T>(error: import('zod').ZodError): Result<T> {
  return fail({ message: Object.values(fieldErrors(error)).join(' '), code: 'validation_failed' }, 400);
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
  const parsed = postJobSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { data, error, status } = await client
    .from('jobs')
    .insert({ ...toJobColumns(parsed.data), company_id: companyId, status: options.draft ? 'draft' : 'published' })
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

export async function updateJob(client: GlobalHireClient, jobId: number, input: PostJobInput): Promise<Result<JobRow>> {
  const parsed = postJobSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { data, error, status } = await client.from('jobs').update(toJobColumns(parsed.data)).eq('id', jobId).select().single();
  return error ? fail(error, status) : ok(data);
}

async function patchJob(client: GlobalHireClient, jobId: number, patch: TablesUpdate<'jobs'>): Promise<Result<JobRow>> {
  const { data, error, status } = await client.from('jobs').update(patch).eq('id', jobId).select().single();
  return error ? fail(error, status) : ok(data);
}

/** Drafts become published (pending approval) and back; only the owner or an admin may. */
export const setJobStatus = (client: GlobalHireClient, jobId: number, status: 'draft' | 'published') =>
  patchJob(client, jobId, { status });

/** Admin moderation: approval opens the plan's visibility window (set by the database). */
export const approveJob = (client: GlobalHireClient, jobId: number) => patchJob(client, jobId, { approved: true });
/** Rejecting needs a reason for the employer (required by the database, shown on their job list). */
export const rejectJob = (client: GlobalHireClient, jobId: number, reason: string) =>
  patchJob(client, jobId, { approved: false, rejection_reason: reason.trim() });
export const setJobFeatured = (client: GlobalHireClient, jobId: number, featured: boolean) =>
  patchJob(client, jobId, { featured });

export async function deleteJob(client: GlobalHireClient, jobId: number): Promise<Result<null>> {
  const { error, status } = await client.from('jobs').delete().eq('id', jobId);
  return error ? fail(error, status) : ok(null);
}
