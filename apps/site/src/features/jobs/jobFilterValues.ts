import type { JobFilterFieldNames, JobFilterValues, SelectOption } from '@globalhire/ui';
import {
  countries,
  defaultExactUpTo,
  employmentTypes,
  jobCategories,
  postedWithinOptions,
  siteNumberLocale,
  supportedCurrencies,
  topCountries,
  workTypes,
  type JobSearchFilters,
  type JobSort,
} from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';
import { jobSearchFieldNames, sortFieldName } from './jobSearchParams';

/** The form's field names are the URL's parameters, field for field. */
export const jobFilterFieldNames: JobFilterFieldNames = jobSearchFieldNames;

const topSlugs = new Set(topCountries.map((country) => country.slug));

/** The six destinations first, a divider, then every other country A-Z. */
export const countryOptions: SelectOption[] = [
  ...topCountries.map((country) => ({ value: country.slug, label: country.label })),
  { value: '---', label: '──────────', disabled: true },
  ...countries
    .filter((country) => !topSlugs.has(country.slug))
    .map((country) => ({ value: country.slug, label: country.label })),
];
export const categoryOptions: SelectOption[] = jobCategories.map(({ value, label }) => ({
  value,
  label,
}));
export const workTypeOptions: SelectOption[] = workTypes.map(({ value, label }) => ({
  value,
  label,
}));

export const employmentTypeOptions: SelectOption[] = employmentTypes.map(({ value, label }) => ({
  value,
  label,
}));
export const postedWithinSelectOptions: SelectOption[] = postedWithinOptions.map(
  ({ value, label }) => ({ value, label }),
);
export const currencyOptions: SelectOption[] = supportedCurrencies.map((code) => ({
  value: code,
  label: code,
}));

/** The currency choices beside the minimum salary: the default one is the empty choice. */
export const currencyChoices = (defaultCurrency: string): SelectOption[] =>
  currencyOptions.filter((option) => option.value !== defaultCurrency);

/**
 * The applied filters as the form's field values. `currency` is the one searched in by default:
 * it shows as the empty choice, so a form submitted without scripts leaves it out of the URL.
 */
export function valuesFromFilters(filters: JobSearchFilters, currency: string): JobFilterValues {
  return {
    keyword: filters.keyword ?? '',
    country: filters.country ?? '',
    city: filters.city ?? '',
    category: filters.category ?? '',
    workType: filters.workType ?? '',
    employmentType: filters.employmentType ?? '',
    postedWithin: filters.postedWithin ?? '',
    visaSponsorship: filters.visaSponsorship ?? false,
    relocation: filters.relocationSupport ?? false,
    likelyTakeable: filters.likelyTakeable ?? false,
    minSalary: filters.minSalary ? String(filters.minSalary) : '',
    salaryCurrency:
      filters.salaryCurrency && filters.salaryCurrency !== currency ? filters.salaryCurrency : '',
  };
}

/**
 * The query the search form submits with these values and sort (empty fields left out, as the
 * site's scripts leave them out): the app reads it back with parseJobSearchParams, as the server
 * reads a submission made without scripts.
 */
export function formQuery(values: JobFilterValues, sort: JobSort | '' = ''): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of Object.keys(jobSearchFieldNames) as (keyof JobFilterValues)[]) {
    const value = values[key];
    if (value === true) query.set(jobSearchFieldNames[key], '1');
    else if (typeof value === 'string' && value.trim() !== '')
      query.set(jobSearchFieldNames[key], value);
  }
  if (sort) query.set(sortFieldName, sort);
  return query;
}

/**
 * 'Showing 21–40 of 45 jobs', '1 job found', for the results heading. An estimated total is
 * never shown: '1,000+ jobs found' (the threshold below which counts are exact).
 */
export function resultsSummary(
  page: {
    total: number;
    page: number;
    pageSize: number;
    jobs: readonly unknown[];
    totalIsExact?: boolean;
    exactUpTo?: number;
  },
  locale?: string,
): string {
  const number = new Intl.NumberFormat(locale ?? siteNumberLocale);
  // Past the last page the server may not count at all: say where the visitor is instead.
  if (page.jobs.length === 0 && page.page > 1) return `No jobs on page ${number.format(page.page)}`;
  if (page.totalIsExact === false) {
    const threshold = number.format(page.exactUpTo ?? defaultExactUpTo);
    if (page.page <= 1) return jobsPageCopy.manyJobsFound(threshold);
    const first = (page.page - 1) * page.pageSize + 1;
    const last = first + page.jobs.length - 1;
    return jobsPageCopy.showingOfMany(number.format(first), number.format(last), threshold);
  }
  if (page.total === 0) return '0 jobs found';
  if (page.total === 1) return '1 job found';
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.jobs.length - 1;
  if (first === 1 && last === page.total) return `${number.format(page.total)} jobs found`;
  return `Showing ${number.format(first)}–${number.format(last)} of ${number.format(page.total)} jobs`;
}
