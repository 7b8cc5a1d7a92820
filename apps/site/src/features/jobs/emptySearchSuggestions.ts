import {
  countryLabel,
  type JobSearchFacets,
  type JobSearchFilters,
  type LiveJobCountry,
} from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';

export interface EmptySearchSuggestion {
  title: string;
  /** `estimated`: the count is an estimate (a country where the search matches very many jobs). */
  countries: { label: string; count: number; href: string; estimated?: boolean }[];
}

/** At most this many countries are suggested (the ones with most jobs). */
const maxSuggestions = 8;

/**
 * Where an empty search could look instead. With a country chosen, the other countries where
 * the same search finds jobs (the country facet counts them with the other filters applied);
 * otherwise, or when none does, the countries with open jobs at all. Null when there are none.
 * `facetsEstimated`: the search's facet counts are estimates, and are marked as such.
 */
export function emptySearchSuggestions(
  filters: JobSearchFilters,
  facets: JobSearchFacets | undefined,
  liveCountries: readonly LiveJobCountry[] | undefined,
  hrefOf: (filters: JobSearchFilters) => string,
  facetsEstimated = false,
): EmptySearchSuggestion | null {
  const elsewhere = filters.country
    ? (facets?.country ?? [])
        .filter((option) => option.count > 0 && option.value !== filters.country)
        .sort((a, b) => b.count - a.count)
        .slice(0, maxSuggestions)
    : [];
  if (elsewhere.length > 0)
    return {
      title: jobsPageCopy.otherCountries,
      countries: elsewhere.map((option) => ({
        label: countryLabel(option.value),
        count: option.count,
        href: hrefOf({ ...filters, country: option.value, city: undefined, page: undefined }),
        ...(facetsEstimated ? { estimated: true } : {}),
      })),
    };
  const open = (liveCountries ?? [])
    .filter((country) => country.jobs > 0 && country.country !== filters.country)
    .slice(0, maxSuggestions);
  if (open.length === 0) return null;
  return {
    title: jobsPageCopy.countriesWithJobs,
    countries: open.map((country) => ({
      label: countryLabel(country.country),
      count: country.jobs,
      href: hrefOf({ country: country.country }),
    })),
  };
}
