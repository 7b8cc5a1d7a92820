import { annualSalaryFactors, type JobSort } from '../constants';
import type { ExchangeRate } from '../queries/exchange-rates';
import type {
  FacetOption,
  JobSearchFacets,
  JobSearchResult,
  SearchJobsAnswer,
  searchJobsArgs,
} from '../queries/job-search';
import { EXCHANGE_RATE_SELECT } from '../queries/exchange-rates';
import type { LiveJobCountry } from '../queries/live-job-countries';
import { exchangeRates, searchJobFixtures } from './fixtures/job-search';
import { jobSummaries } from './fixtures/jobs';
import { defineCall, param } from './scenario';
import { HttpResponse } from 'msw';
import { rowsResponse, rpcResponse, rpcUrl, restUrl, postgrestError, writeResponse } from './wire';

type SearchArgs = ReturnType<typeof searchJobsArgs>['args'];
type SearchFixture = (typeof searchJobFixtures)[number];
export interface SearchJobsMock {
  jobs: SearchFixture[];
  rates: ExchangeRate[];
  /**
   * Answers as a search matching far more jobs than the fixtures: this estimated total, paging
   * limited to `pageable` results, and the facet counts scaled up and rounded (estimates).
   */
  estimate?: { total: number; pageable: number; exactUpTo?: number };
}

/** Two significant figures, as an estimate is shown: 1,234 → 1,200. */
const roughly = (n: number) => {
  if (n < 10) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Prefix matching of every keyword word against the job's words (the database also forgives typos). */
function matchesKeyword(job: SearchFixture, keyword: string | undefined): number | null {
  if (!keyword) return 0;
  const wanted = words(keyword);
  if (wanted.length === 0) return null;
  const title = words(job.title);
  const rest = words(`${job.company?.company_name ?? ''} ${job.category ?? ''}`);
  const body = words(job.description);
  let score = 0;
  for (const word of wanted) {
    if (title.some((w) => w.startsWith(word))) score += title.includes(word) ? 4 : 2;
    else if (rest.some((w) => w.startsWith(word))) score += 1;
    else if (body.some((w) => w.startsWith(word))) score += 0.5;
    else return null;
  }
  return score;
}

const annualUsd = (job: SearchFixture, amount: number | null, rates: ExchangeRate[]) => {
  const rate = rates.find((r) => r.currency === job.salary_currency)?.per_usd;
  if (amount == null || !rate) return null;
  return (amount * annualSalaryFactors[job.salary_period]) / rate;
};

const hours = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;

/** The RPC's answer computed over the fixtures: filters, facets (other filters applied), sort, page. */
export function answerSearch(
  args: Partial<SearchArgs>,
  { jobs, rates, estimate }: SearchJobsMock,
): SearchJobsAnswer {
  const at = new Date(args.at ?? '2026-03-05T12:00:00Z').getTime();
  const rate = rates.find((r) => r.currency === args.salary_currency)?.per_usd ?? null;
  const minUsd = args.min_salary ? args.min_salary / (rate ?? 1) : null;
  const scored = jobs
    .map((job) => ({
      job,
      score: matchesKeyword(job, args.keyword),
      maxUsd: annualUsd(job, job.salary_max ?? job.salary_min, rates),
    }))
    .filter(
      ({ job, score, maxUsd }) =>
        score != null &&
        (!args.visa_sponsorship || job.visa_sponsorship) &&
        (!args.relocation_support || job.relocation_support) &&
        (minUsd == null || (maxUsd != null && maxUsd >= minUsd)),
    );
  const since = args.posted_within ? at - hours[args.posted_within] * 3_600_000 : null;
  const checks = {
    country: (j: SearchFixture) => !args.country || j.country === args.country,
    city: (j: SearchFixture) => !args.city || j.city === args.city,
    category: (j: SearchFixture) => !args.category || j.category === args.category,
    workType: (j: SearchFixture) => !args.work_type || j.work_type === args.work_type,
    employmentType: (j: SearchFixture) =>
      !args.employment_type || j.employment_type === args.employment_type,
    postedWithin: (j: SearchFixture) => since == null || new Date(j.created_at).getTime() >= since,
  };
  type Facet = keyof typeof checks;
  const passes = (j: SearchFixture, except?: Facet) =>
    (Object.keys(checks) as Facet[]).every((k) => k === except || checks[k](j));
  const count = (facet: Facet, valueOf: (j: SearchFixture) => string | null) => {
    const counts = new Map<string, number>();
    for (const { job } of scored) {
      const value = valueOf(job);
      if (value != null && passes(job, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  };
  const postedWithin = (['24h', '7d', '30d'] as const).map((value) => ({
    value,
    count: scored.filter(
      ({ job }) =>
        passes(job, 'postedWithin') &&
        new Date(job.created_at).getTime() >= at - hours[value] * 3_600_000,
    ).length,
  }));
  const facets: JobSearchFacets = {
    country: count('country', (j) => j.country),
    city: count('city', (j) => j.city),
    category: count('category', (j) => j.category),
    workType: count('workType', (j) => j.work_type),
    employmentType: count('employmentType', (j) => j.employment_type),
    postedWithin,
  };
  const matching = scored.filter(({ job }) => passes(job));
  const hasKeyword = Boolean(args.keyword && words(args.keyword).length);
  let sort: JobSort = args.sort ?? (hasKeyword ? 'relevance' : 'newest');
  if (sort === 'relevance' && !hasKeyword) sort = 'newest';
  const newest = (a: SearchFixture, b: SearchFixture) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;
  matching.sort((a, b) =>
    sort === 'relevance'
      ? (b.score ?? 0) - (a.score ?? 0) || newest(a.job, b.job)
      : sort === 'salary'
        ? (b.maxUsd ?? -1) - (a.maxUsd ?? -1) || b.job.id - a.job.id
        : newest(a.job, b.job),
  );
  const size = args.page_size ?? 20;
  const from = ((args.page ?? 1) - 1) * size;
  const page: JobSearchResult[] = matching.slice(from, from + size).map(({ job }) => {
    const { description: _description, ...summary } = job;
    const min = annualUsd(job, job.salary_min ?? job.salary_max, rates);
    const max = annualUsd(job, job.salary_max ?? job.salary_min, rates);
    return {
      ...summary,
      salary_converted:
        rate != null && min != null && max != null && args.salary_currency
          ? {
              min: Math.round(min * rate),
              max: Math.round(max * rate),
              currency: args.salary_currency,
            }
          : null,
    };
  });
  if (!estimate)
    return {
      total: matching.length,
      sort,
      jobs: page,
      facets,
      total_exact: true,
      facets_exact: true,
      exact_up_to: 1000,
      pageable: matching.length,
    };
  const scale = estimate.total / Math.max(matching.length, 1);
  const scaled = Object.fromEntries(
    (Object.entries(facets) as [keyof JobSearchFacets, FacetOption[]][]).map(([name, options]) => [
      name,
      options.map((option) => ({ ...option, count: roughly(option.count * scale) })),
    ]),
  ) as unknown as JobSearchFacets;
  return {
    total: estimate.total,
    sort,
    jobs: from < estimate.pageable ? page : [],
    facets: scaled,
    total_exact: false,
    facets_exact: false,
    exact_up_to: estimate.exactUpTo ?? 1000,
    pageable: estimate.pageable,
  };
}

/** The search as it answers a very broad keyword: "1,000+ jobs", estimated facet counts. */
export const approximateSearch: SearchJobsMock = {
  jobs: searchJobFixtures,
  rates: exchangeRates,
  estimate: { total: 9737, pageable: 2000, exactUpTo: 1000 },
};

/** The live job fixtures' countries with their job counts, most first, as the database answers. */
const countryCounts = new Map<string, number>();
for (const { country } of jobSummaries)
  if (country) countryCounts.set(country, (countryCounts.get(country) ?? 0) + 1);
const liveJobCountryFixtures: LiveJobCountry[] = [...countryCounts.entries()]
  .map(([country, jobs]) => ({ country, jobs }))
  .sort((a, b) => b.jobs - a.jobs || a.country.localeCompare(b.country));

export const searchHandlers = {
  liveJobCountries: defineCall<LiveJobCountry[]>({
    method: 'post',
    url: rpcUrl('live_job_countries'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: liveJobCountryFixtures,
    empty: [],
  }),
  searchJobs: defineCall<SearchJobsMock>({
    method: 'post',
    url: rpcUrl('search_jobs'),
    respond: async (request, data) => {
      const args = (await request.json().catch(() => ({}))) as Partial<SearchArgs>;
      // A function returning jsonb answers the value itself.
      return HttpResponse.json(answerSearch(args, data));
    },
    fixture: { jobs: searchJobFixtures, rates: exchangeRates },
    empty: { jobs: [], rates: exchangeRates },
  }),
  exchangeRates: defineCall<ExchangeRate[]>({
    method: 'get',
    url: restUrl('exchange_rates'),
    matches: (url) =>
      param(url, 'select')?.replace(/\s/g, '') === EXCHANGE_RATE_SELECT.replace(/\s/g, ''),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: exchangeRates,
    empty: [],
  }),
  updateExchangeRate: defineCall<'saved' | 'refused'>({
    method: 'post',
    url: restUrl('exchange_rates'),
    respond: (request, outcome) =>
      outcome === 'refused'
        ? postgrestError(403, {
            code: '42501',
            message: 'new row violates row-level security policy for table "exchange_rates"',
          })
        : writeResponse(request, [{ currency: 'GBP' }]),
    fixture: 'saved',
    empty: 'saved',
  }),
};
