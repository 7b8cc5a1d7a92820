import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

export const exchangeRateMessages = {
  rateInvalid: 'Enter how many units of this currency one US dollar buys (a number above 0).',
  currencyInvalid: 'Choose a currency with a three-letter ISO code.',
  notAllowed: 'Only an admin can change exchange rates.',
} as const;

/**
 * Sets (or adds) a currency's rate in units per US dollar, valid from today; the database dates
 * it and converts the salaries of jobs paid in it again. Admins only (RLS): anyone else gets
 * `notAllowed`.
 */
export async function updateExchangeRate(
  client: GlobalHireClient,
  input: { currency: string; perUsd: number },
): Promise<Result<null>> {
  const currency = input.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    return fail({ message: exchangeRateMessages.currencyInvalid, code: 'validation_failed' }, 400);
  if (!Number.isFinite(input.perUsd) || input.perUsd <= 0 || input.perUsd >= 1_000_000)
    return fail({ message: exchangeRateMessages.rateInvalid, code: 'validation_failed' }, 400);
  // An upsert: a new currency is added, a known one changed. RLS lets only admins do either.
  const { error, status } = await client
    .from('exchange_rates')
    .upsert({ currency, per_usd: input.perUsd }, { onConflict: 'currency' })
    .select('currency');
  if (error?.code === '42501')
    return fail({ ...error, message: exchangeRateMessages.notAllowed }, status || 403);
  return error ? fail(error, status) : ok(null);
}
