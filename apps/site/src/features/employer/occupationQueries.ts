import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getOccupation,
  listOccupationClassifications,
  occupationSearchWords,
  searchOccupations,
  type OccupationClassification,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

// The visa catalogue as the job form reads it. Admins change it rarely: it is read once a visit.
const catalogueStaleTime = 10 * 60_000;

export const occupationKeys = {
  all: ['visa-occupations'] as const,
  classifications: () => ['visa-occupations', 'classifications'] as const,
  search: (classification: OccupationClassification, text: string) =>
    ['visa-occupations', 'search', classification, text] as const,
  one: (classification: OccupationClassification, code: string) =>
    ['visa-occupations', 'code', classification, code] as const,
};

/** The occupation classification of each country the visa check covers. */
export function useOccupationClassifications() {
  const client = useSupabase();
  return useQuery({
    queryKey: occupationKeys.classifications(),
    queryFn: async () => unwrap(await listOccupationClassifications(client)),
    staleTime: catalogueStaleTime,
  });
}

/**
 * Occupations of `classification` matching `text` (already debounced); while the next answer
 * loads, the last one stays on screen.
 */
export function useOccupationSearch(
  classification: OccupationClassification | undefined,
  text: string,
  enabled: boolean,
) {
  const client = useSupabase();
  const trimmed = occupationSearchWords(text).join(' ');
  return useQuery({
    queryKey: occupationKeys.search(classification ?? 'uk_soc_2020', trimmed),
    queryFn: async () =>
      unwrap(await searchOccupations(client, { classification: classification!, text: trimmed })),
    enabled: enabled && classification !== undefined && trimmed !== '',
    staleTime: catalogueStaleTime,
    placeholderData: keepPreviousData,
  });
}

/** The stored occupation's title, to show a job's code as "Title (code)". */
export function useOccupation(classification: OccupationClassification | undefined, code: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: occupationKeys.one(classification ?? 'uk_soc_2020', code),
    queryFn: async () =>
      unwrap(await getOccupation(client, { classification: classification!, code })),
    enabled: classification !== undefined && code !== '',
    staleTime: catalogueStaleTime,
  });
}
