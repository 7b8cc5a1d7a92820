import {
  countryBySlug,
  employmentTypes,
  formatNumber,
  jobCategories,
  jobSorts,
  maxKeywordLength,
  maxSearchPage,
  postedWithinOptions,
  supportedCurrencies,
  workTypes,
  type JobSearchFilters,
  type JobSort,
  type PostedWithin,
} from '@globalhire/data';

/** Longest city name accepted from a link. */
const maxCityLength = 100;
/** Highest minimum salary taken from a link: more than any real yearly salary in any currency we list. */
export const maxMinSalary = 100_000_000;

/** The job search form's id: the sort beside the results belongs to it (`form="job-search"`). */
export const jobSearchFormId = 'job-search';

/**
 * The query parameter of each field of the job search form. The form is a GET form, so a browser
 * submitting it writes the URL the app writes; a ticked checkbox submits '1'.
 */
export const jobSearchFieldNames = {
  keyword: 'q',
  country: 'country',
  city: 'city',
  category: 'category',
  workType: 'type',
  employmentType: 'employment',
  postedWithin: 'posted',
  visaSponsorship: 'visa',
  relocation: 'relocation',
  likelyTakeable: 'likely',
  minSalary: 'salary',
  salaryCurrency: 'currency',
} as const;

/** The sort's query parameter (its select sits beside the results, outside the form). */
export const sortFieldName = 'sort';

const names = jobSearchFieldNames;

export interface JobSearchUrl {
  /** The filters that will be applied: only values a control can show. */
  filters: JobSearchFilters;
  /** One short sentence per ignored or changed value, e.g. 'Ignored salary "abc": not a number'. */
  notes: string[];
}

const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
const hasWordCharacter = (value: string) => /[\p{L}\p{N}]/u.test(value);
const listed = (list: readonly { value: string }[], value: string) =>
  list.some((item) => item.value === value);

/**
 * Reads /jobs?q=&country=&city=&category=&type=&employment=&posted=&visa=1&relocation=1&salary=
 * &currency=&sort=&page= and checks every value: what no control could show is left out, with a
 * note saying what was ignored and why, so a mistyped or tampered link never fails the page.
 * An empty value is no value (a form submitted without scripts sends its empty fields too).
 */
export function parseJobSearchParams(params: URLSearchParams): JobSearchUrl {
  const notes: string[] = [];
  const filters: JobSearchFilters = {};
  const ignore = (name: string, value: string, reason: string) =>
    notes.push(`Ignored ${name} ${quoted(value)}: ${reason}`);
  const text = (name: string) => params.get(name)?.trim() ?? '';

  // A long keyword (a pasted paragraph) is shortened to what the search reads, with a note.
  const keyword = text(names.keyword);
  if (keyword && !hasWordCharacter(keyword)) ignore('keyword', keyword, 'no letters or numbers');
  else if (keyword.length > maxKeywordLength) {
    filters.keyword = keyword.slice(0, maxKeywordLength).trim();
    notes.push(`Searched the first ${maxKeywordLength} characters of the keyword only`);
  } else if (keyword) filters.keyword = keyword;

  const country = text(names.country);
  if (country && countryBySlug(country)) filters.country = country;
  else if (country) ignore('country', country, 'not a country we list');

  const city = text(names.city);
  if (city && city.length <= maxCityLength && hasWordCharacter(city)) filters.city = city;
  else if (city) ignore('city', city, 'not a city name');

  const category = text(names.category);
  if (category && listed(jobCategories, category)) filters.category = category;
  else if (category) ignore('category', category, 'not a job category');

  const workType = text(names.workType);
  if (workType && listed(workTypes, workType)) filters.workType = workType;
  else if (workType) ignore('work type', workType, 'not a work type');

  const employment = text(names.employmentType);
  if (employment && listed(employmentTypes, employment)) filters.employmentType = employment;
  else if (employment) ignore('employment type', employment, 'not an employment type');

  const posted = text(names.postedWithin);
  if (posted && listed(postedWithinOptions, posted)) filters.postedWithin = posted as PostedWithin;
  else if (posted) ignore('date posted', posted, 'use 24h, 7d or 30d');

  for (const [name, key, label] of [
    [names.visaSponsorship, 'visaSponsorship', 'visa sponsorship'],
    [names.relocation, 'relocationSupport', 'relocation support'],
    [names.likelyTakeable, 'likelyTakeable', 'jobs I can likely take'],
  ] as const) {
    const flag = text(name);
    if (flag === '1') filters[key] = true;
    else if (flag && flag !== '0') ignore(label, flag, 'use 1 to turn it on');
  }

  const salary = text(names.minSalary);
  if (salary) {
    // '52,000' and '52000.50' are amounts; '1e9', 'abc' and '' are not.
    const amount = /^-?[\d,]*\d(\.\d+)?$/.test(salary) ? Number(salary.replace(/,/g, '')) : NaN;
    if (Number.isNaN(amount)) ignore('salary', salary, 'not a number');
    else if (amount <= 0) ignore('salary', salary, 'not an amount above zero');
    else if (amount > maxMinSalary) ignore('salary', salary, 'larger than any salary we list');
    else filters.minSalary = Math.floor(amount);
  }

  const currency = text(names.salaryCurrency).toUpperCase();
  if (currency && (supportedCurrencies as readonly string[]).includes(currency))
    filters.salaryCurrency = currency;
  else if (currency) ignore('currency', text(names.salaryCurrency), 'not a currency we convert');

  const sort = text(sortFieldName);
  if (sort && !(jobSorts as readonly string[]).includes(sort))
    ignore('sort', sort, 'use relevance, newest or salary');
  else if (sort === 'relevance' && !filters.keyword)
    ignore('sort', sort, 'relevance needs a keyword');
  else if (sort) filters.sort = sort as JobSort;

  const page = text('page');
  if (!page) filters.page = 1;
  else if (!/^\d+$/.test(page) || Number(page) < 1) ignore('page', page, 'not a page number');
  else if (Number(page) > maxSearchPage)
    ignore('page', page, `results stop at page ${formatNumber(maxSearchPage)}`);
  else filters.page = Number(page);
  filters.page ??= 1;

  return { filters, notes };
}

/** The sort a search gets when none is chosen: relevance with a keyword, else newest. */
export const defaultSort = (filters: Pick<JobSearchFilters, 'keyword'>): JobSort =>
  filters.keyword ? 'relevance' : 'newest';

/** Reads the URL's filters without the notes (links built from saved alerts). */
export const filtersFromSearchParams = (params: URLSearchParams): JobSearchFilters =>
  parseJobSearchParams(params).filters;

/**
 * The filters as a /jobs query string; defaults stay out of the URL (page 1, the default sort,
 * the visitor's own currency unless a minimum salary is set in it).
 */
export function searchParamsFromFilters(
  filters: JobSearchFilters,
  options: { defaultCurrency?: string } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set(names.keyword, filters.keyword);
  if (filters.country) params.set(names.country, filters.country);
  if (filters.city) params.set(names.city, filters.city);
  if (filters.category) params.set(names.category, filters.category);
  if (filters.workType) params.set(names.workType, filters.workType);
  if (filters.employmentType) params.set(names.employmentType, filters.employmentType);
  if (filters.postedWithin) params.set(names.postedWithin, filters.postedWithin);
  if (filters.visaSponsorship) params.set(names.visaSponsorship, '1');
  if (filters.relocationSupport) params.set(names.relocation, '1');
  if (filters.likelyTakeable) params.set(names.likelyTakeable, '1');
  if (filters.minSalary) params.set(names.minSalary, String(filters.minSalary));
  if (
    filters.salaryCurrency &&
    (filters.minSalary || filters.salaryCurrency !== options.defaultCurrency)
  )
    params.set(names.salaryCurrency, filters.salaryCurrency);
  if (filters.sort && filters.sort !== defaultSort(filters))
    params.set(sortFieldName, filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
