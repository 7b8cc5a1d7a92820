import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@globalhire/ui';
import { getLiveJobCountries, topCountries, type LiveJobCountry } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { countryOptions } from './jobFilterValues';
import { optionsWithCounts } from './facetOptions';

/**
 * The countries that have live jobs, with their counts (the same figures /jobs shows); asked
 * for only while `enabled`.
 */
export function useLiveJobCountries(enabled = true) {
  const client = useSupabase();
  return useQuery({
    queryKey: ['live-job-countries'],
    queryFn: async () => unwrap(await getLiveJobCountries(client)),
    enabled,
  });
}

/**
 * A location select's options: the countries with live jobs, each with its count, in the site's
 * country order (the six destinations first). Until they load, the six destinations; if they
 * cannot be loaded, every country, so the search still works.
 */
export function liveCountryOptions(
  countries: readonly LiveJobCountry[] | undefined,
  failed: boolean,
  selected = '',
): SelectOption[] {
  if (countries)
    return optionsWithCounts(
      countryOptions,
      countries.map(({ country, jobs }) => ({ value: country, count: jobs })),
      selected,
    );
  if (failed) return countryOptions;
  return topCountries.map((country) => ({ value: country.slug, label: country.label }));
}
