import type { JobFilterValues, SelectOption } from '@globalhire/ui';
import {
  countries,
  employmentTypes,
  jobCategories,
  postedWithinOptions,
  siteNumberLocale,
  supportedCurrencies,
  topCountries,
  workTypes,
  type JobSearchFilters,
  type JobSort,
  type PostedWithin,
} from '@globalhire/data';

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

/** The applied filters as the form's field values; `currency` is the one searched in. */
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
    salaryCurrency: filters.salaryCurrency ?? currency,
  };
}

/**
 * The form's field values as filters; a new search always starts on page 1 and keeps the sort
 * chosen above the results (relevance is dropped once there is no keyword to rank by).
 */
export function filtersFromValues(values: JobFilterValues, sort?: JobSort): JobSearchFilters {
  const minSalary = Number(values.minSalary);
  const keyword = values.keyword.trim() || undefined;
  return {
    keyword,
    country: values.country || undefined,
    city: values.city || undefined,
    category: values.category || undefined,
    workType: values.workType || undefined,
    employmentType: values.employmentType || undefined,
    postedWithin: (values.postedWithin || undefined) as PostedWithin | undefined,
    visaSponsorship: values.visaSponsorship || undefined,
    relocationSupport: values.relocation || undefined,
    likelyTakeable: values.likelyTakeable || undefined,
    minSalary: Number.isFinite(minSalary) && minSalary > 0 ? Math.floor(minSalary) : undefined,
    salaryCurrency: values.salaryCurrency || undefined,
    sort: sort === 'relevance' && !keyword ? undefined : sort,
    page: 1,
  };
}

/** Typing in a text field waits for a pause; a select or a checkbox applies at once. */
export function changedOnlyTypedFields(before: JobFilterValues, after: JobFilterValues): boolean {
  const typed: (keyof JobFilterValues)[] = ['keyword', 'minSalary'];
  const keys = Object.keys(after) as (keyof JobFilterValues)[];
  return keys.every((key) => typed.includes(key) || before[key] === after[key]);
}

/** 'Showing 21–40 of 45 jobs', '1 job found', for the results heading. */
export function resultsSummary(
  page: { total: number; page: number; pageSize: number; jobs: readonly unknown[] },
  locale?: string,
): string {
  const number = new Intl.NumberFormat(locale ?? siteNumberLocale);
  // Past the last page the server may not count at all: say where the visitor is instead.
  if (page.jobs.length === 0 && page.page > 1) return `No jobs on page ${number.format(page.page)}`;
  if (page.total === 0) return '0 jobs found';
  if (page.total === 1) return '1 job found';
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.jobs.length - 1;
  if (first === 1 && last === page.total) return `${number.format(page.total)} jobs found`;
  return `Showing ${number.format(first)}–${number.format(last)} of ${number.format(page.total)} jobs`;
}
