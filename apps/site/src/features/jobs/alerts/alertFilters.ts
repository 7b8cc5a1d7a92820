import {
  countryLabel,
  formatSalary,
  jobCategoryLabel,
  type JobSearchFilters,
} from '@globalhire/data';
import { employmentTypeLabel, workTypeLabel } from '../jobLabels';
import { searchParamsFromFilters } from '../jobSearchParams';

/**
 * 'Salary from £40,000 per year': a minimum yearly salary with its currency (none: US dollars,
 * as the search reads it).
 */
export function minSalaryWords(minSalary: number, currency: string | undefined): string {
  const amount = formatSalary({
    min: minSalary,
    max: minSalary,
    currency: currency ?? 'USD',
    period: 'year',
  });
  return `Salary from ${amount}`;
}

/**
 * The filters an alert keeps, in words, one per filter, e.g. ['“engineer”', 'Canada', 'Toronto',
 * 'Hybrid', 'Salary from CA$100,000 per year']. Date posted is not one: an alert sends every new
 * job anyway.
 */
export function describeFilters(filters: JobSearchFilters): string[] {
  const words: string[] = [];
  if (filters.keyword?.trim()) words.push(`“${filters.keyword.trim()}”`);
  if (filters.country) words.push(countryLabel(filters.country));
  if (filters.city?.trim()) words.push(filters.city.trim());
  if (filters.category) words.push(jobCategoryLabel(filters.category));
  if (filters.workType) words.push(workTypeLabel(filters.workType));
  if (filters.employmentType) words.push(employmentTypeLabel(filters.employmentType));
  if (filters.visaSponsorship) words.push('Visa sponsorship');
  if (filters.relocationSupport) words.push('Relocation support');
  if (filters.likelyTakeable) words.push('Jobs I can likely take');
  if (filters.minSalary) words.push(minSalaryWords(filters.minSalary, filters.salaryCurrency));
  return words;
}

/** A name to start from: the filters in words, e.g. '“engineer” · Canada'. */
export function suggestedAlertName(filters: JobSearchFilters): string {
  return describeFilters(filters).join(' · ').slice(0, 100);
}

/** /jobs with an alert's filters: "view matching jobs". */
export function jobsHrefFor(filters: JobSearchFilters): string {
  const params = searchParamsFromFilters({ ...filters, page: 1 });
  return params.size ? `/jobs?${params}` : '/jobs';
}
