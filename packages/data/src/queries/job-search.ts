import type { GlobalHireClient } from '../client';
import {
  jobPageSize,
  jobSorts,
  postedWithinOptions,
  type JobCategory,
  type JobSort,
  type PostedWithin,
  type WorkType,
} from '../constants';
import { fail, ok, type Result } from '../result';
import { systemClock, type Clock } from '../clock';
import type { JobSummary } from './job-shapes';
import { normaliseCitizenships } from './visa-fit';

export interface JobSearchFilters {
  /** Prefix and typo tolerant keyword over title, company, tags, category and description. */
  keyword?: string;
  /** A country slug. */
  country?: string;
  /** The city exactly as stored (the city facet gives the spelling). */
  city?: string;
  category?: JobCategory | string;
  workType?: WorkType | string;
  employmentType?: string;
  postedWithin?: PostedWithin;
  visaSponsorship?: boolean;
  relocationSupport?: boolean;
  /** Only jobs the reader can likely take: no visa needed, a treaty route, or likely sponsorable. */
  likelyTakeable?: boolean;
  /**
   * Whose citizenships `likelyTakeable` answers for (ISO codes, a visitor's choice); omitted: the
   * signed-in candidate's own.
   */
  citizenships?: readonly string[];
  /** Jobs whose annual salary range reaches at least this amount in `salaryCurrency`. */
  minSalary?: number;
  /** ISO 4217 code: the currency of `minSalary` and of `salary_converted` on the results. */
  salaryCurrency?: string;
  /** Default: 'relevance' with a keyword, else 'newest'. */
  sort?: JobSort;
  page?: number;
  pageSize?: number;
}

/** One filter option and the number of live jobs it gives with every other active filter. */
export interface FacetOption {
  value: string;
  count: number;
}

export interface JobSearchFacets {
  country: FacetOption[];
  city: FacetOption[];
  category: FacetOption[];
  workType: FacetOption[];
  employmentType: FacetOption[];
  postedWithin: FacetOption[];
}

export type JobSearchResult = JobSummary & {
  /** The job's salary range annualised and converted into filters.salaryCurrency (null if no salary/rate). */
  salary_converted: { min: number | null; max: number | null; currency: string } | null;
};

export interface JobSearchPage {
  jobs: JobSearchResult[];
  /** Exact when `totalIsExact`; otherwise an estimate, and more than `exactUpTo` jobs match. */
  total: number;
  /** False: more than `exactUpTo` jobs match for certain and `total` is an estimate. */
  totalIsExact: boolean;
  /** False: the facet counts are estimates (scaled from a sample). */
  facetsAreExact: boolean;
  /** Counts at or below this are always exact. */
  exactUpTo: number;
  page: number;
  pageSize: number;
  /** The pages paging can reach (a page past them is empty); at least 1. */
  pageCount: number;
  /** The sort actually applied. */
  sort: JobSort;
  facets: JobSearchFacets;
}

/** The longest keyword the search reads; the rest is ignored. */
export const maxKeywordLength = 200;
/** The deepest page the search serves (past it: an empty page). */
export const maxSearchPage = 10_000;

/** Counts at or below this are exact (what an answer without `exact_up_to` means). */
export const defaultExactUpTo = 1000;

/**
 * What public.search_jobs answers (one JSON object). Answers from before counts could be
 * estimates lack the last four fields: they are exact.
 */
export interface SearchJobsAnswer {
  total: number;
  sort: JobSort;
  jobs: JobSearchResult[];
  facets: JobSearchFacets;
  /** False: more than `exact_up_to` jobs match for certain and `total` is an estimate. */
  total_exact?: boolean;
  /** False: the facet counts are estimates. */
  facets_exact?: boolean;
  exact_up_to?: number;
  /** How many results paging can reach: `total` when exact, else the window the search ranked. */
  pageable?: number;
}

export const emptyFacets = (): JobSearchFacets => ({
  country: [],
  city: [],
  category: [],
  workType: [],
  employmentType: [],
  postedWithin: [],
});

const text = (value: string | undefined, max = 100): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The RPC's arguments for a set of filters: unknown sort/period/currency dropped, numbers clamped. */
export function searchJobsArgs(filters: JobSearchFilters, clock: Clock = systemClock) {
  const pageSize = Math.min(
    Math.max(Math.floor(Number(filters.pageSize ?? jobPageSize)) || jobPageSize, 1),
    100,
  );
  const page = Math.min(Math.max(Math.floor(Number(filters.page ?? 1)) || 1, 1), maxSearchPage);
  const keyword = text(filters.keyword, maxKeywordLength);
  const sort = jobSorts.includes(filters.sort as JobSort) ? (filters.sort as JobSort) : undefined;
  const postedWithin = postedWithinOptions.some((o) => o.value === filters.postedWithin)
    ? (filters.postedWithin as PostedWithin)
    : undefined;
  const currencyText =
    typeof filters.salaryCurrency === 'string' ? filters.salaryCurrency.trim() : '';
  const currency = /^[A-Za-z]{3}$/.test(currencyText) ? currencyText.toUpperCase() : undefined;
  const minSalary =
    typeof filters.minSalary === 'number' &&
    Number.isFinite(filters.minSalary) &&
    filters.minSalary > 0
      ? Math.min(filters.minSalary, 1e12)
      : undefined;
  return {
    args: {
      keyword,
      country: text(filters.country),
      city: text(filters.city),
      category: text(filters.category),
      work_type: text(filters.workType),
      employment_type: text(filters.employmentType),
      posted_within: postedWithin,
      visa_sponsorship: filters.visaSponsorship === true,
      relocation_support: filters.relocationSupport === true,
      likely_takeable: filters.likelyTakeable === true,
      ...(filters.likelyTakeable && filters.citizenships
        ? { citizenships: normaliseCitizenships(filters.citizenships) }
        : {}),
      min_salary: minSalary,
      salary_currency: currency,
      sort,
      page,
      page_size: pageSize,
      at: clock().toISOString(),
    },
    page,
    pageSize,
  };
}

/**
 * The public job search: one call to public.search_jobs (live jobs only, for every caller),
 * answering the page, the total and the facet counts (estimates for very broad searches). Bad input never throws: unknown
 * values are ignored, the keyword is capped, a page past the end is empty.
 */
export async function searchJobs(
  client: GlobalHireClient,
  filters: JobSearchFilters = {},
  clock: Clock = systemClock,
): Promise<Result<JobSearchPage>> {
  const { args, page, pageSize } = searchJobsArgs(filters, clock);
  const { data, error, status } = await client.rpc('search_jobs', args);
  if (error) return fail(error, status);
  return ok(readSearchAnswer(data as unknown as SearchJobsAnswer, page, pageSize));
}

const count = (value: unknown, fallback: number) => {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * The page a search answer gives. Only an explicit `false` makes a count an estimate, so an
 * older answer reads as exact; paging reaches `pageable` results (the total when it is missing).
 */
export function readSearchAnswer(
  answer: SearchJobsAnswer,
  page: number,
  pageSize: number,
): JobSearchPage {
  const total = count(answer.total, 0);
  const pageable = count(answer.pageable, total);
  return {
    jobs: answer.jobs ?? [],
    total,
    totalIsExact: answer.total_exact !== false,
    facetsAreExact: answer.facets_exact !== false,
    exactUpTo: count(answer.exact_up_to, defaultExactUpTo),
    page,
    pageSize,
    pageCount: Math.max(Math.ceil(pageable / pageSize), 1),
    sort: answer.sort,
    facets: { ...emptyFacets(), ...answer.facets },
  };
}
