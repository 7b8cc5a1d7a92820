import { scenario, type Outcome } from '../attempts.js';
import { createJob } from '../fixtures.js';

// Seeded jobs (supabase/seed.sql): 6 pending (the employer's), 8 rejected, 9 expired (the
// employer's, approved and published once). The blocked employer is Northwind Staffing
// (supabase/seeds/60_moderation.sql).
const blockedEmployer = '00000000-0000-4000-8000-00000000b10c';

/** The columns closed_job() may ever return: public fields of the advert, nothing personal. */
const publicColumns = new Set([
  'id',
  'title',
  'company_name',
  'company_slug',
  'country',
  'city',
  'location',
  'category',
  'work_type',
  'employment_type',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'tags',
  'visa_sponsorship',
  'relocation_support',
  'created_at',
  'published_at',
  'closed_at',
  'reason',
]);

type Rows = {
  data: Record<string, unknown>[] | null;
  error: { code?: string; message: string } | null;
};

const outcomeOf = (
  { data, error }: Rows,
  took: (rows: Record<string, unknown>[]) => boolean,
): Outcome => ({
  took: !error && took(data ?? []),
  refusal: error ? { code: error.code ?? 'unknown', message: error.message } : null,
});

const closedJob = async (
  client: Parameters<Parameters<typeof scenario>[3]>[0]['client'],
  jobId: number,
) => (await client.rpc('closed_job', { job_id: jobId })) as unknown as Rows;

scenario('jobs', 'select', "an expired job's public fields (closed_job)", async ({ client }) =>
  outcomeOf(await closedJob(client, 9), (rows) =>
    rows.some((row) => row.id === 9 && row.reason === 'expired'),
  ),
);

scenario(
  'jobs',
  'select',
  'anything of a closed job beyond its public fields (closed_job)',
  async ({ client }) =>
    outcomeOf(await closedJob(client, 9), (rows) =>
      rows.some((row) => Object.keys(row).some((column) => !publicColumns.has(column))),
    ),
);

scenario('jobs', 'select', 'a pending job through closed_job', async ({ client }) =>
  outcomeOf(await closedJob(client, 6), (rows) => rows.length > 0),
);

scenario('jobs', 'select', 'a rejected job through closed_job', async ({ client }) =>
  outcomeOf(await closedJob(client, 8), (rows) => rows.length > 0),
);

scenario(
  'jobs',
  'select',
  "a blocked employer's expired job through closed_job",
  async ({ client, service, tag }) => {
    const jobId = await createJob(service, tag, {
      company_id: blockedEmployer,
      approved: true,
      published_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
      expires_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    });
    return outcomeOf(await closedJob(client, jobId), (rows) => rows.length > 0);
  },
);

scenario(
  'jobs',
  'select',
  'similar live jobs of an expired job (similar_jobs)',
  async ({ client }) => {
    const result = (await client.rpc('similar_jobs', {
      job_id: 9,
      max_count: 4,
    })) as unknown as Rows;
    return outcomeOf(result, (rows) => rows.length > 0 && rows.every((row) => row.id !== 9));
  },
);

scenario(
  'jobs',
  'select',
  "similar jobs of the employer's pending job (similar_jobs)",
  async ({ client }) => {
    const result = (await client.rpc('similar_jobs', {
      job_id: 6,
      max_count: 4,
    })) as unknown as Rows;
    return outcomeOf(result, (rows) => rows.length > 0);
  },
);
