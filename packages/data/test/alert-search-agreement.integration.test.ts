import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSearchFilters, createJobAlert, searchJobs, type JobSearchFilters } from '../src';
import { fanOutJobAlerts } from '../src/delivery';
import { startBackend, type Backend } from './backend';

// An alert finds what /jobs finds for the same filters: each filter set is searched through
// search_jobs and saved as an alert (createJobAlert); the jobs that then go live are matched by
// the database's alert predicate. The jobs live in a country of their own, so the catalogue's
// jobs never mix into the search.
const country = 'alertland';
let backend: Backend;

const filterSets: { name: string; filters: JobSearchFilters; expected: string[] }[] = [
  {
    // £40,000 is $50,632.91: ¥50,000 ($333) and £3,000 a month (£36,000) stay out.
    name: 'From £40,000',
    filters: { country, minSalary: 40000, salaryCurrency: 'GBP' },
    expected: ['Alert Analyst CAD', 'Alert Lead USD'],
  },
  {
    name: 'From ¥5,000,000',
    filters: { country, minSalary: 5_000_000, salaryCurrency: 'JPY' },
    // ¥5,000,000 is $33,333.33.
    expected: [
      'Alert Analyst CAD',
      'Alert Lead USD',
      'Alert Tester GBP monthly',
      'Alert Ward Nurse hourly',
    ],
  },
  {
    name: 'Beta city',
    filters: { country, city: 'Beta' },
    expected: ['Alert Clerk JPY', 'Alert Tester GBP monthly'],
  },
  {
    name: 'Nurses in Alpha from €40,000',
    filters: { country, keyword: 'nurse', city: 'Alpha', minSalary: 40000, salaryCurrency: 'EUR' },
    expected: ['Alert Ward Nurse hourly'],
  },
  {
    // Only a stop word: the search ignores it, and so does the alert.
    name: 'The remote ones',
    filters: { country, keyword: 'the', workType: 'remote' },
    expected: ['Alert Lead USD', 'Alert Night Nurse'],
  },
  {
    name: 'Remote contracts',
    filters: { country, workType: 'remote', employmentType: 'contract' },
    expected: ['Alert Lead USD'],
  },
];

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.server.server.db.query<T>(query, params)).rows;
}

const alertIds = new Map<string, number>();

beforeAll(async () => {
  backend = await startBackend();
  const candidate = await backend.as('candidate');
  for (const set of filterSets) {
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: set.name,
      frequency: 'daily',
      filters: set.filters,
    });
    if (created.error) throw new Error(created.error.message);
    alertIds.set(set.name, created.data.id);
  }

  // The jobs go live after the alerts exist, so each alert is matched against every one.
  const employer = await backend.as('employer');
  const job = (title: string, extra: Record<string, unknown>) => ({
    company_id: employer.userId,
    title,
    description: 'A role in Alertland.',
    category: 'other',
    country,
    city: 'Alpha',
    location: 'Alpha, Alertland',
    approved: true,
    status: 'published',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: 'year',
    work_type: 'on-site',
    employment_type: 'full-time',
    ...extra,
  });
  const { error } = await backend.server
    .serviceClient()
    .from('jobs')
    .insert([
      job('Alert Clerk JPY', {
        salary_min: 50000,
        salary_max: 50000,
        salary_currency: 'JPY',
        city: 'Beta',
      }),
      job('Alert Analyst CAD', { salary_min: 60000, salary_max: 70000, salary_currency: 'CAD' }),
      job('Alert Lead USD', {
        salary_min: 60000,
        salary_max: 60000,
        salary_currency: 'USD',
        work_type: 'remote',
        employment_type: 'contract',
      }),
      job('Alert Tester GBP monthly', {
        salary_min: 3000,
        salary_max: 3000,
        salary_currency: 'GBP',
        salary_period: 'month',
        city: 'Beta',
      }),
      // €22 an hour is €45,760 a year ($49,739): above €40,000.
      job('Alert Ward Nurse hourly', {
        salary_min: 20,
        salary_max: 22,
        salary_currency: 'EUR',
        salary_period: 'hour',
      }),
      job('Alert Night Nurse', { work_type: 'remote' }),
    ]);
  if (error) throw new Error(error.message);
  // The delivery worker matches them, in its tick's fan-out.
  await fanOutJobAlerts(backend.server.serviceClient());
});
afterAll(() => backend?.stop());

describe('a job alert finds what the job search finds', () => {
  it.each(filterSets)('$name', async ({ name, filters, expected }) => {
    const { data, error } = await searchJobs(backend.anon(), { ...filters, pageSize: 100 });
    expect(error).toBeNull();
    const searched = data!.jobs.map((job) => job.title).sort();

    const matched = (
      await sql<{ title: string }>(
        `select j.title from private.job_alert_matches m join public.jobs j on j.id = m.job_id
         where m.alert_id = $1`,
        [alertIds.get(name)],
      )
    )
      .map((row) => row.title)
      .sort();

    expect(searched).toEqual(expected);
    expect(matched).toEqual(searched);
  });

  it('keeps the city and the currency, so the alert’s link searches the same', async () => {
    const candidate = await backend.as('candidate');
    const { data } = await candidate.client
      .from('job_alerts')
      .select(
        'keyword, country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, likely_takeable, min_salary, salary_currency',
      )
      .eq('id', alertIds.get('Nurses in Alpha from €40,000')!)
      .single();
    expect(data).toMatchObject({ city: 'Alpha', min_salary: 40000, salary_currency: 'EUR' });
    expect(alertSearchFilters(data!)).toMatchObject({
      keyword: 'nurse',
      country,
      city: 'Alpha',
      minSalary: 40000,
      salaryCurrency: 'EUR',
    });
  });
});
