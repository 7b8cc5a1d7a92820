import { countryLabel, jobCategoryLabel, type JobSearchFilters } from '@globalhire/data';
import { workTypeLabel } from '../jobLabels';
import { searchParamsFromFilters } from '../jobSearchParams';

/** The filters of a search in words, one per filter, e.g. ['“engineer”', 'Canada', 'Hybrid']. */
export function describeFilters(filters: JobSearchFilters): string[] {
  const words: string[] = [];
  if (filters.keyword?.trim()) words.push(`“${filters.keyword.trim()}”`);
  if (filters.country) words.push(countryLabel(filters.country));
  if (filters.category) words.push(jobCategoryLabel(filters.category));
  if (filters.workType) words.push(workTypeLabel(filters.workType));
  if (filters.visaSponsorship) words.push('Visa sponsorship');
  if (filters.relocationSupport) words.push('Relocation support');
  if (filters.minSalary) words.push(`Salary from ${filters.minSalary.toLocaleString('en')}`);
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
