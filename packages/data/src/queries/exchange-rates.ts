import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** How many units of `currency` one US dollar buys, since `valid_from` (public.exchange_rates). */
export type ExchangeRate = Pick<
  Tables<'exchange_rates'>,
  'currency' | 'per_usd' | 'valid_from' | 'updated_at'
>;

export const EXCHANGE_RATE_SELECT = 'currency, per_usd, valid_from, updated_at';

/** Every exchange rate, by currency code (readable by everyone). */
export async function getExchangeRates(client: GlobalHireClient): Promise<Result<ExchangeRate[]>> {
  const { data, error, status } = await client
    .from('exchange_rates')
    .select(EXCHANGE_RATE_SELECT)
    .order('currency', { ascending: true });
  if (error) return fail(error, status);
  return ok(data.map((row) => ({ ...row, per_usd: Number(row.per_usd) })));
}
