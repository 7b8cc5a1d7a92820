import { checked, must, scenario, visible, type AttemptContext } from '../attempts.js';
import { seedUsers } from '../personas.js';

// The managed service's fee schedule, the jurisdictions that restrict charging work-seekers, the
// seller's billing details and the extras a candidate orders. Read by everyone (billing details:
// signed-in users); an admin keeps them; the candidate orders extras while enrolled.

type Service = AttemptContext['service'];
const candidate = seedUsers.candidate.id;

async function finallyRemoving<T>(attempt: () => Promise<T>, cleanup: () => PromiseLike<unknown>): Promise<T> {
  try {
    return await attempt();
  } finally {
    await cleanup();
  }
}

let next = 0;
/** Letters of their own for each subject ("aa", "ab", ...): fee codes and places. */
function fresh(): string {
  const n = next++;
  return `${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}${String.fromCharCode(97 + (n % 26))}`;
}

async function rowsWhere(service: Service, table: string, column: string, value: string | number) {
  return must<Record<string, unknown>[]>(service.from(table).select('*').eq(column, value));
}

// ---------------------------------------------------------------------------------------------
// service_fees: codes and triggers are fixed; an admin changes amounts and words; none added
// ---------------------------------------------------------------------------------------------
const feeRow = (code: string) => ({
  code,
  label: `Fee ${code}`,
  amount: 10,
  currency: 'USD',
  charged_on: 'ordered',
  finds_work: false,
  active: false,
  position: 99,
});

/** A fee of the schedule made for one case (inactive: no quote or order uses it). */
async function temporaryFee(service: Service): Promise<string> {
  const code = `matrix_fee_${fresh()}`;
  await must(service.from('service_fees').insert(feeRow(code)).select('code'));
  return code;
}
const removeFee = (service: Service, code: string) => service.from('service_fees').delete().eq('code', code);
const feeOf = async (service: Service, code: string) => (await rowsWhere(service, 'service_fees', 'code', code))[0];

scenario('service_fees', 'select', 'the fee schedule', ({ client }) =>
  visible(client.from('service_fees').select('code').eq('code', 'registration')),
);
scenario('service_fees', 'insert', 'a new fee', ({ client, service }) => {
  const code = `matrix_fee_${fresh()}`;
  return finallyRemoving(
    () => checked(client.from('service_fees').insert(feeRow(code)), async () => (await feeOf(service, code)) !== undefined),
    () => removeFee(service, code),
  );
});
scenario('service_fees', 'update', 'the label of a fee', async ({ client, service, tag }) => {
  const code = await temporaryFee(service);
  return finallyRemoving(
    () => checked(client.from('service_fees').update({ label: `Label ${tag}` }).eq('code', code), async () =>
      (await feeOf(service, code))?.label === `Label ${tag}`),
    () => removeFee(service, code),
  );
});
scenario('service_fees', 'update', 'changing the event that charges a fee', async ({ client, service }) => {
  const code = await temporaryFee(service);
  return finallyRemoving(
    () => checked(client.from('service_fees').update({ charged_on: 'first_approved_proposal' }).eq('code', code), async () =>
      (await feeOf(service, code))?.charged_on === 'first_approved_proposal'),
    () => removeFee(service, code),
  );
});
scenario('service_fees', 'delete', 'a fee', async ({ client, service }) => {
  const code = await temporaryFee(service);
  return finallyRemoving(
    () => checked(client.from('service_fees').delete().eq('code', code), async () => (await feeOf(service, code)) === undefined),
    () => removeFee(service, code),
  );
});

// ---------------------------------------------------------------------------------------------
// fee_jurisdictions: public; an admin adds, edits and removes them
// ---------------------------------------------------------------------------------------------
const jurisdictionRow = (country: string, tag: string) => ({
  country,
  name: `Matrixland ${tag}`,
  applies_when: 'job_located',
  summary: 'A restriction of the RLS matrix.',
  sources: [{ title: 'A rule of the RLS matrix', url: 'https://example.org/rule' }],
  reviewed_on: '2026-12-05',
});

async function temporaryJurisdiction(service: Service, tag: string): Promise<string> {
  const country = `matrix-${fresh()}`;
  await must(service.from('fee_jurisdictions').insert(jurisdictionRow(country, tag)).select('id'));
  return country;
}
const removeJurisdiction = (service: Service, country: string) => service.from('fee_jurisdictions').delete().eq('country', country);
const jurisdictionOf = async (service: Service, country: string) => (await rowsWhere(service, 'fee_jurisdictions', 'country', country))[0];

scenario('fee_jurisdictions', 'select', 'a restricted jurisdiction', ({ client }) =>
  visible(client.from('fee_jurisdictions').select('id').eq('country', 'united-kingdom')),
);
scenario('fee_jurisdictions', 'insert', 'a restricted jurisdiction', ({ client, service, tag }) => {
  const country = `matrix-${fresh()}`;
  return finallyRemoving(
    () => checked(client.from('fee_jurisdictions').insert(jurisdictionRow(country, tag)), async () =>
      (await jurisdictionOf(service, country)) !== undefined),
    () => removeJurisdiction(service, country),
  );
});
scenario('fee_jurisdictions', 'update', 'the summary of a restricted jurisdiction', async ({ client, service, tag }) => {
  const country = await temporaryJurisdiction(service, tag);
  return finallyRemoving(
    () => checked(client.from('fee_jurisdictions').update({ summary: `Summary ${tag}` }).eq('country', country), async () =>
      (await jurisdictionOf(service, country))?.summary === `Summary ${tag}`),
    () => removeJurisdiction(service, country),
  );
});
scenario('fee_jurisdictions', 'delete', 'a restricted jurisdiction', async ({ client, service, tag }) => {
  const country = await temporaryJurisdiction(service, tag);
  return finallyRemoving(
    () => checked(client.from('fee_jurisdictions').delete().eq('country', country), async () =>
      (await jurisdictionOf(service, country)) === undefined),
    () => removeJurisdiction(service, country),
  );
});

// ---------------------------------------------------------------------------------------------
// billing_details: one row (seeded), read by signed-in users, changed by an admin
// ---------------------------------------------------------------------------------------------
const billingDetails = async (service: Service) => (await must(service.from('billing_details').select('*')))[0] as
  | Record<string, unknown>
  | undefined;

/** Puts the seeded row back as it was, whatever the attempt did to it. */
async function restoreBillingDetails(service: Service, seeded: Record<string, unknown>): Promise<void> {
  await must(service.from('billing_details').upsert(seeded).select('id'));
}

scenario('billing_details', 'select', "the seller's billing details", ({ client }) =>
  visible(client.from('billing_details').select('seller_name')),
);
// The table keeps one row (its key is always true): an admin adds it while there is none.
scenario('billing_details', 'insert', 'the billing details while none are kept', async ({ client, service, tag }) => {
  const seeded = (await billingDetails(service))!;
  await must(service.from('billing_details').delete().eq('id', true).select('id'));
  return finallyRemoving(
    () => checked(client.from('billing_details').insert({ seller_name: `Seller ${tag}` }), async () =>
      (await billingDetails(service))?.seller_name === `Seller ${tag}`),
    () => restoreBillingDetails(service, seeded),
  );
});
scenario('billing_details', 'update', "the seller's bank account name", async ({ client, service, tag }) => {
  const seeded = (await billingDetails(service))!;
  return finallyRemoving(
    () => checked(client.from('billing_details').update({ bank_account_name: `Account ${tag}` }).eq('id', true), async () =>
      (await billingDetails(service))?.bank_account_name === `Account ${tag}`),
    () => restoreBillingDetails(service, seeded),
  );
});
scenario('billing_details', 'delete', "the seller's billing details", async ({ client, service }) => {
  const seeded = (await billingDetails(service))!;
  return finallyRemoving(
    () => checked(client.from('billing_details').delete().eq('id', true), async () => (await billingDetails(service)) === undefined),
    () => restoreBillingDetails(service, seeded),
  );
});

// ---------------------------------------------------------------------------------------------
// service_orders: an enrolled candidate orders extras for themselves (each is charged at once)
// ---------------------------------------------------------------------------------------------
const orderRow = (candidateId: string, tag: string) => ({
  candidate_id: candidateId,
  fee_code: 'translation',
  quantity: 2,
  details: `Order ${tag}`,
});

async function candidateOrder(service: Service, tag: string): Promise<number> {
  return (await must(service.from('service_orders').insert(orderRow(candidate, tag)).select('id').single<{ id: number }>())).id;
}
const orderOf = async (service: Service, id: number) => (await rowsWhere(service, 'service_orders', 'id', id))[0];

scenario('service_orders', 'select', "the candidate's order", async ({ client, service, tag }) => {
  const id = await candidateOrder(service, tag);
  return visible(client.from('service_orders').select('id').eq('id', id));
});
// Candidates order for themselves (the other candidate is not enrolled); everyone else names the candidate.
scenario('service_orders', 'insert', 'ordering a translation for oneself', ({ client, persona, userId, service, tag }) => {
  const orderer = persona === 'candidate' || persona === 'otherCandidate' ? userId! : candidate;
  return checked(client.from('service_orders').insert(orderRow(orderer, tag)), async () =>
    (await rowsWhere(service, 'service_orders', 'details', `Order ${tag}`)).length > 0);
});
scenario('service_orders', 'update', "the quantity of the candidate's order", async ({ client, service, tag }) => {
  const id = await candidateOrder(service, tag);
  return checked(client.from('service_orders').update({ quantity: 9 }).eq('id', id), async () => (await orderOf(service, id))?.quantity === 9);
});
scenario('service_orders', 'delete', "the candidate's order", async ({ client, service, tag }) => {
  const id = await candidateOrder(service, tag);
  return checked(client.from('service_orders').delete().eq('id', id), async () => (await orderOf(service, id)) === undefined);
});
