import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeRateMessages,
  getExchangeRates,
  searchJobs,
  updateExchangeRate,
  type JobSearchFilters,
} from '../src';
import { startBackend, type Backend } from './backend';

// The rows this file seeds live in a country of their own, so the catalogue's jobs never mix in.
const country = 'quillland';
let backend: Backend;

const titles = async (filters: JobSearchFilters) => {
  const { data, error } = await searchJobs(backend.anon(), filters);
  expect(error).toBeNull();
  return data!.jobs.map((job) => job.title);
};

beforeAll(async () => {
  backend = await startBackend();
  const employer = await backend.as('employer');
  const job = (title: string, extra: Record<string, unknown>) => ({
    company_id: employer.userId,
    title,
    description: 'A role at Quill.',
    category: 'other',
    country,
    city: 'Alpha',
    location: 'Alpha, Quillland',
    approved: true,
    status: 'published',
    // A bulk insert sends every row with the same columns: each row names them all.
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: 'year',
    work_type: 'on-site',
    employment_type: 'full-time',
    created_at: new Date().toISOString(),
    ...extra,
  });
  const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
  const { error } = await backend.server
    .serviceClient()
    .from('jobs')
    .insert([
      job('Quill Ledger Clerk', {
        salary_min: 50000,
        salary_max: 50000,
        salary_currency: 'JPY',
        work_type: 'remote',
      }),
      job('Quill Ward Nurse', {
        salary_min: 38000,
        salary_max: 40000,
        salary_currency: 'GBP',
        category: 'healthcare',
      }),
      job('Quill Analyst', {
        salary_min: 3000,
        salary_max: 3000,
        salary_currency: 'EUR',
        salary_period: 'month',
        city: 'Beta',
      }),
      job('Quill Tester', {
        salary_min: 30,
        salary_max: 30,
        salary_currency: 'USD',
        salary_period: 'hour',
        work_type: 'remote',
        created_at: tenDaysAgo,
      }),
      job('Quill Porter', {
        description: 'Night shifts beside the nurse station.',
        employment_type: 'part-time',
        work_type: 'hybrid',
      }),
      job('Quill Plumbing Lead', { category: 'construction' }),
      job('Quill Plumber', { category: 'construction' }),
    ]);
  if (error) throw new Error(error.message);
});
afterAll(() => backend?.stop());

describe('keyword matching through search_jobs', () => {
  it('matches word prefixes: "soft" finds Software, "nurs" finds Nurse', async () => {
    expect(await titles({ keyword: 'soft' })).toContain('Senior Software Engineer');
    expect(await titles({ keyword: 'nurs' })).toContain('Registered Nurse - Emergency Department');
  });

  it('forgives typos: "enginer" and "sofware" find the Senior Software Engineer', async () => {
    expect(await titles({ keyword: 'enginer' })).toContain('Senior Software Engineer');
    expect(await titles({ keyword: 'sofware' })).toContain('Senior Software Engineer');
  });

  it('finds jobs by company name', async () => {
    expect(await titles({ keyword: 'maple tech' })).toContain('Senior Software Engineer');
  });

  it('ranks a title match above a description match, and an exact word above a prefix', async () => {
    expect(await titles({ keyword: 'nurse', country })).toEqual([
      'Quill Ward Nurse',
      'Quill Porter',
    ]);
    expect(await titles({ keyword: 'plumb', country })).toEqual([
      'Quill Plumbing Lead',
      'Quill Plumber',
    ]);
  });
});

describe('salaries across currencies', () => {
  it('sorts by the annual salary converted into one currency, jobs without a salary last', async () => {
    const { data } = await searchJobs(backend.anon(), {
      country,
      sort: 'salary',
      salaryCurrency: 'GBP',
    });
    expect(data!.sort).toBe('salary');
    expect(data!.jobs.slice(0, 4).map((job) => job.title)).toEqual([
      'Quill Tester', // 30 USD an hour: 62,400 USD a year
      'Quill Ward Nurse', // 40,000 GBP
      'Quill Analyst', // 3,000 EUR a month: 36,000 EUR a year
      'Quill Ledger Clerk', // 50,000 JPY
    ]);
    const nurse = data!.jobs.find((job) => job.title === 'Quill Ward Nurse')!;
    expect(nurse.salary_converted).toEqual({ min: 38000, max: 40000, currency: 'GBP' });
    const tester = data!.jobs.find((job) => job.title === 'Quill Tester')!;
    expect(tester.salary_converted).toEqual({ min: 49296, max: 49296, currency: 'GBP' }); // 62,400 × 0.79
    expect(data!.jobs.find((job) => job.title === 'Quill Porter')!.salary_converted).toBeNull();
  });

  it('compares the minimum salary on the converted value: 50,000 JPY is below 40,000 GBP', async () => {
    const found = await titles({
      country,
      minSalary: 40000,
      salaryCurrency: 'GBP',
      sort: 'salary',
    });
    expect(found).toEqual(['Quill Tester', 'Quill Ward Nurse']);
    expect(found).not.toContain('Quill Ledger Clerk');
  });
});

describe('facets', () => {
  it('counts each option with the other filters applied, equal to the total that option gives', async () => {
    const filters: JobSearchFilters = { country, workType: 'remote' };
    const { data } = await searchJobs(backend.anon(), filters);
    expect(data!.total).toBe(2);
    // The work type facet ignores the work type filter itself.
    expect(data!.facets.workType).toEqual([
      { value: 'on-site', count: 4 },
      { value: 'remote', count: 2 },
      { value: 'hybrid', count: 1 },
    ]);
    for (const option of data!.facets.workType) {
      const applied = await searchJobs(backend.anon(), { ...filters, workType: option.value });
      expect(applied.data!.total).toBe(option.count);
    }
    for (const option of data!.facets.city) {
      const applied = await searchJobs(backend.anon(), { ...filters, city: option.value });
      expect(applied.data!.total).toBe(option.count);
    }
    expect(data!.facets.country).toContainEqual({ value: country, count: 2 });
    expect(data!.facets.postedWithin).toEqual([
      { value: '24h', count: 1 },
      { value: '7d', count: 1 },
      { value: '30d', count: 2 },
    ]);
    const recent = await searchJobs(backend.anon(), { ...filters, postedWithin: '7d' });
    expect(recent.data!.jobs.map((job) => job.title)).toEqual(['Quill Ledger Clerk']);
  });
});

describe('bad input gets a sensible answer, never an error', () => {
  it.each([
    ['a 2,000-character keyword', 'engineer '.repeat(223)],
    ['punctuation only', '!!! ... ,,, ))'],
    ['PostgREST syntax', 'a,b)or(x.eq.1'],
    ['SQL', "'; drop table jobs; --"],
    ['emoji', '👩‍💻 🚀'],
  ])('%s', async (_name, keyword) => {
    const { data, error } = await searchJobs(backend.anon(), { keyword });
    expect(error).toBeNull();
    expect(data!.total).toBeGreaterThanOrEqual(0);
    expect((await searchJobs(backend.anon(), { keyword: 'soft' })).data!.total).toBeGreaterThan(0);
  });

  it('ignores keywords with no word: punctuation and emoji browse every job', async () => {
    const all = await searchJobs(backend.anon(), { country });
    const emoji = await searchJobs(backend.anon(), { country, keyword: '🚀 ...' });
    expect(emoji.data!.total).toBe(all.data!.total);
  });

  it('answers an empty page for page 10,000 and ignores an unknown sort or currency', async () => {
    const deep = await searchJobs(backend.anon(), { country, page: 10_000 });
    expect(deep.error).toBeNull();
    expect(deep.data!.jobs).toEqual([]);
    expect(deep.data!.total).toBe(7);
    const odd = await searchJobs(backend.anon(), {
      country,
      sort: 'cheapest' as never,
      salaryCurrency: 'XYZ',
      minSalary: Number.NaN,
    });
    expect(odd.error).toBeNull();
    expect(odd.data!.sort).toBe('newest');
    expect(odd.data!.total).toBe(7);
    expect(odd.data!.jobs.every((job) => job.salary_converted === null)).toBe(true);
  });
});

describe('exchange rates', () => {
  it('are readable by visitors and editable only by admins, who re-convert the salaries', async () => {
    const rates = await getExchangeRates(backend.anon());
    expect(rates.data!.find((rate) => rate.currency === 'GBP')).toMatchObject({ per_usd: 0.79 });
    const candidate = await backend.as('candidate');
    const refused = await updateExchangeRate(candidate.client, { currency: 'GBP', perUsd: 2 });
    expect(refused.error?.message).toBe(exchangeRateMessages.notAllowed);
    expect(
      (await getExchangeRates(backend.anon())).data!.find((r) => r.currency === 'GBP')!.per_usd,
    ).toBe(0.79);

    const admin = await backend.as('admin');
    expect(
      (await updateExchangeRate(admin.client, { currency: 'GBP', perUsd: 0.5 })).error?.message ??
        null,
    ).toBeNull();
    // 40,000 GBP is now 80,000 USD: above the 30 USD an hour tester.
    const sorted = await titles({ country, sort: 'salary', salaryCurrency: 'USD' });
    expect(sorted[0]).toBe('Quill Ward Nurse');
    expect(
      (await updateExchangeRate(admin.client, { currency: 'GBP', perUsd: 0.79 })).error,
    ).toBeNull();
    expect(
      (await updateExchangeRate(admin.client, { currency: 'GBP', perUsd: -1 })).error?.code,
    ).toBe('validation_failed');
  });
});
