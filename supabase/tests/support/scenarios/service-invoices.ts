import { checked, must, scenario, visible, type AttemptContext } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

// Invoices, their lines, the charges behind them and the gapless invoice counters. The database
// writes them all (the fee triggers and the payment functions); a candidate reads their own
// invoices, lines and charges, an admin reads every one and records payments through functions.

type Service = AttemptContext['service'];
const candidate = seedUsers.candidate.id;
const otherCandidate = seedUsers.otherCandidate.id;

const invoiceRow = (candidateId: string, tag: string) => ({
  number: `GH-MATRIX-${tag}`,
  candidate_id: candidateId,
  currency: 'USD',
  subtotal: 60,
  total: 60,
  seller_name: 'GlobalHire',
  bill_to_name: `Bill to ${tag}`,
  bill_to_email: 'billing@mail.example',
  due_on: '2030-01-31',
});

/** An issued invoice of the candidate (or the other candidate) with one line, made for the case. */
async function issuedInvoice(service: Service, tag: string, candidateId: string = candidate): Promise<{ invoice: number; line: number }> {
  const invoice = await insertRow(service, 'invoices', invoiceRow(candidateId, tag));
  const line = await insertRow(service, 'invoice_lines', {
    invoice_id: invoice,
    fee_code: 'translation',
    description: `Translation ${tag}`,
    quantity: 2,
    unit_amount: 30,
    net_amount: 60,
  });
  return { invoice, line };
}

const statusOf = async (service: Service, id: number) => (await rowById(service, 'invoices', id))?.status;
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

// ---------------------------------------------------------------------------------------------
// invoices
// ---------------------------------------------------------------------------------------------
scenario('invoices', 'select', "the candidate's invoice", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return visible(client.from('invoices').select('id').eq('id', invoice));
});
scenario('invoices', 'select', "the other candidate's invoice", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag, otherCandidate);
  return visible(client.from('invoices').select('id').eq('id', invoice));
});
scenario('invoices', 'insert', 'an invoice written directly into the table', ({ client, userId, service, tag }) =>
  checked(client.from('invoices').insert(invoiceRow(userId ?? candidate, tag)), async () =>
    (await must(service.from('invoices').select('id').eq('number', `GH-MATRIX-${tag}`))).length > 0),
);
scenario('invoices', 'update', "marking the candidate's invoice paid directly", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(
    client.from('invoices').update({ status: 'paid', paid_at: new Date().toISOString() }).eq('id', invoice),
    async () => (await statusOf(service, invoice)) === 'paid',
  );
});
scenario('invoices', 'update', "recording a bank transfer for the candidate's invoice (record_invoice_payment)", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(
    client.rpc('record_invoice_payment', { invoice_id: invoice, paid_on: yesterday(), reference: `Transfer ${tag}` }),
    async () => (await statusOf(service, invoice)) === 'paid',
  );
});
scenario('invoices', 'update', "recording a provider payment for the candidate's invoice (record_provider_payment)", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(
    client.rpc('record_provider_payment', { invoice_id: invoice, provider: 'stripe', provider_reference: `cs_${tag}` }),
    async () => (await statusOf(service, invoice)) === 'paid',
  );
});
scenario('invoices', 'update', "voiding the candidate's invoice (void_invoice)", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(client.rpc('void_invoice', { invoice_id: invoice, reason: `Void ${tag}` }), async () =>
    (await statusOf(service, invoice)) === 'void');
});
scenario('invoices', 'delete', "the candidate's invoice", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(client.from('invoices').delete().eq('id', invoice), async () => !(await rowExists(service, 'invoices', invoice)));
});

// ---------------------------------------------------------------------------------------------
// invoice_lines
// ---------------------------------------------------------------------------------------------
scenario('invoice_lines', 'select', "a line of the candidate's invoice", async ({ client, service, tag }) => {
  const { line } = await issuedInvoice(service, tag);
  return visible(client.from('invoice_lines').select('id').eq('id', line));
});
scenario('invoice_lines', 'insert', "a line added to the candidate's invoice", async ({ client, service, tag }) => {
  const { invoice } = await issuedInvoice(service, tag);
  return checked(
    client.from('invoice_lines').insert({ invoice_id: invoice, fee_code: 'translation', description: `Added ${tag}`, quantity: 1,
      unit_amount: 30, net_amount: 30 }),
    async () => (await must(service.from('invoice_lines').select('id').eq('invoice_id', invoice))).length > 1,
  );
});
scenario('invoice_lines', 'update', "the amount of a line of the candidate's invoice", async ({ client, service, tag }) => {
  const { line } = await issuedInvoice(service, tag);
  return checked(client.from('invoice_lines').update({ net_amount: 1 }).eq('id', line), async () =>
    Number((await rowById(service, 'invoice_lines', line))?.net_amount) === 1);
});
scenario('invoice_lines', 'delete', "a line of the candidate's invoice", async ({ client, service, tag }) => {
  const { line } = await issuedInvoice(service, tag);
  return checked(client.from('invoice_lines').delete().eq('id', line), async () => !(await rowExists(service, 'invoice_lines', line)));
});

// ---------------------------------------------------------------------------------------------
// service_charges: every fee event, invoiced or waived
// ---------------------------------------------------------------------------------------------
async function candidateCharge(service: Service, tag: string): Promise<number> {
  const { invoice } = await issuedInvoice(service, tag);
  return insertRow(service, 'service_charges', { candidate_id: candidate, fee_code: 'translation', status: 'invoiced', invoice_id: invoice });
}

scenario('service_charges', 'select', "the candidate's charge", async ({ client, service, tag }) => {
  const id = await candidateCharge(service, tag);
  return visible(client.from('service_charges').select('id').eq('id', id));
});
scenario('service_charges', 'insert', 'a charge written directly into the table', ({ client, userId, service, tag }) => {
  const charged = userId ?? candidate;
  return checked(
    client.from('service_charges').insert({ candidate_id: charged, fee_code: 'credential_evaluation', status: 'waived',
      jurisdiction_name: `Matrixland ${tag}` }),
    async () => (await must(service.from('service_charges').select('id').eq('jurisdiction_name', `Matrixland ${tag}`))).length > 0,
  );
});
scenario('service_charges', 'update', "waiving the candidate's charge directly", async ({ client, service, tag }) => {
  const id = await candidateCharge(service, tag);
  return checked(
    client.from('service_charges').update({ status: 'waived', jurisdiction_name: 'Matrixland' }).eq('id', id),
    async () => (await rowById(service, 'service_charges', id))?.status === 'waived',
  );
});
scenario('service_charges', 'delete', "the candidate's charge", async ({ client, service, tag }) => {
  const id = await candidateCharge(service, tag);
  return checked(client.from('service_charges').delete().eq('id', id), async () => !(await rowExists(service, 'service_charges', id)));
});

// ---------------------------------------------------------------------------------------------
// invoice_counters: the functions' own; no API role reads or writes them (a year far ahead here)
// ---------------------------------------------------------------------------------------------
const counterYear = 2999;
let nextYear = 3000;

async function counter(service: Service, year: number): Promise<number | null> {
  const rows = await must<{ last_number: number }[]>(service.from('invoice_counters').select('last_number').eq('year', year));
  return rows[0]?.last_number ?? null;
}

async function seededCounter(service: Service): Promise<void> {
  await must(service.from('invoice_counters').upsert({ year: counterYear, last_number: 7 }).select('year'));
}

scenario('invoice_counters', 'select', 'an invoice counter', async ({ client, service }) => {
  await seededCounter(service);
  return visible(client.from('invoice_counters').select('year').eq('year', counterYear));
});
scenario('invoice_counters', 'insert', 'a counter for a new year', ({ client, service }) => {
  const year = nextYear++;
  return checked(client.from('invoice_counters').insert({ year, last_number: 0 }), async () => (await counter(service, year)) !== null);
});
scenario('invoice_counters', 'update', 'moving an invoice counter back', async ({ client, service }) => {
  await seededCounter(service);
  return checked(client.from('invoice_counters').update({ last_number: 1 }).eq('year', counterYear), async () =>
    (await counter(service, counterYear)) === 1);
});
scenario('invoice_counters', 'delete', 'an invoice counter', async ({ client, service }) => {
  await seededCounter(service);
  return checked(client.from('invoice_counters').delete().eq('year', counterYear), async () => (await counter(service, counterYear)) === null);
});
