import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@globalhire/ui';
import { getExchangeRates } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

/**
 * The currencies a salary may be paid in: every one the catalogue has a rate for (an admin adds
 * a currency by adding its rate), so a job in it is found by salary searches.
 */
export function useSalaryCurrencies() {
  const client = useSupabase();
  return useQuery({
    queryKey: ['exchange-rates'],
    queryFn: async () => unwrap(await getExchangeRates(client)),
    select: (rates) => rates.map((rate) => rate.currency),
    staleTime: 10 * 60 * 1000,
  });
}

/** The options, with a stored currency the list lacks kept (and shown while the list loads). */
export function currencyOptionsWith(
  codes: readonly string[] | undefined,
  current: string,
): SelectOption[] {
  const all = codes ?? [];
  const withCurrent = current && !all.includes(current) ? [current, ...all] : all;
  return withCurrent.map((code) => ({ value: code, label: code }));
}
