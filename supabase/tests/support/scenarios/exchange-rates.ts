import { checked, must, scenario, visible } from '../attempts.js';
import type { AttemptContext } from '../attempts.js';

// ---------------------------------------------------------------------------------------------
// exchange_rates: read by everyone, added and changed by admins only, never deleted
// ---------------------------------------------------------------------------------------------
let next = 0;
/** A code of its own for each case ("XAA", "XAB", ...; no seeded currency starts with X). */
function freshCurrency(): string {
  const n = next++;
  return `X${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;
}

async function rateOf(
  service: AttemptContext['service'],
  currency: string,
): Promise<number | null> {
  const { data, error } = await service
    .from('exchange_rates')
    .select('per_usd')
    .eq('currency', currency);
  if (error) throw new Error(error.message);
  return data[0] ? Number(data[0].per_usd) : null;
}

async function seededRate(service: AttemptContext['service']): Promise<string> {
  const currency = freshCurrency();
  await must(service.from('exchange_rates').insert({ currency, per_usd: 2 }).select('currency'));
  return currency;
}

scenario('exchange_rates', 'select', "a currency's exchange rate", async ({ client, service }) => {
  const currency = await seededRate(service);
  return visible(client.from('exchange_rates').select('currency').eq('currency', currency));
});

scenario('exchange_rates', 'insert', 'a rate for a new currency', async ({ client, service }) => {
  const currency = freshCurrency();
  return checked(
    client.from('exchange_rates').insert({ currency, per_usd: 3 }),
    async () => (await rateOf(service, currency)) === 3,
  );
});

scenario('exchange_rates', 'update', "changing a currency's rate", async ({ client, service }) => {
  const currency = await seededRate(service);
  return checked(
    client.from('exchange_rates').update({ per_usd: 5 }).eq('currency', currency),
    async () => (await rateOf(service, currency)) === 5,
  );
});

scenario('exchange_rates', 'delete', "a currency's exchange rate", async ({ client, service }) => {
  const currency = await seededRate(service);
  return checked(
    client.from('exchange_rates').delete().eq('currency', currency),
    async () => (await rateOf(service, currency)) === null,
  );
});
