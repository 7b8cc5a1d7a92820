import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmployerUnlimitedPlan } from './support/fixtures.js';
import {
  approvedPlacement,
  chargesOf,
  enrolledCandidate,
  invoicesOf,
  newCandidate,
  noticesOf,
  serviceUpdate,
  signInRecruiter,
  visaCase,
  liveJob,
  type Account,
} from './support/managed-service-fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { emailDay, mailsSince, mark, onlyMailSince } from './support/rendered-mail.js';
import { startTestServer, type SupabaseClient, type TestServer } from '@globalhire/supabase-local/testing';

// When the managed service charges a fee, and when the law stops it: registration on the first
// approved proposal, success on hired + approved visa, extras on order; UK and Ontario waive the
// fees for finding work. Every candidate here is new, on Jordan's caseload (the only recruiter).

let server: TestServer;
let recruiter: SupabaseClient;
let employer: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(server.serviceClient());
  [recruiter, employer, admin] = await Promise.all([
    signInRecruiter(server),
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.admin.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

const ireland = { country: 'ireland' };
const uk = { country: 'united-kingdom' };
const year = new Date().getFullYear();
const sequence = (number: string) => Number(number.split('-')[2]);

async function hire(applicationId: number) {
  const { error } = await employer.from('applications').update({ status: 'hired' }).eq('id', applicationId);
  expect(error).toBeNull();
}

const dueOn = async (invoiceId: number) =>
  (await server.serviceClient().from('invoices').select('due_on').eq('id', invoiceId).single()).data!.due_on as string;

const feeCodes = async (candidate: Account) => (await invoicesOf(server, candidate.id)).map((i) => i.invoice_lines[0]!.fee_code);

describe('the registration fee', () => {
  it('is invoiced once, at 150.00 USD, when the first proposal is approved, and the candidate is told', async () => {
    const candidate = await enrolledCandidate(server, 'Reg One');
    expect(await invoicesOf(server, candidate.id)).toEqual([]);
    const since = await mark(server);
    await approvedPlacement(server, recruiter, candidate, 'reg one a', ireland);
    const [invoice, ...more] = await invoicesOf(server, candidate.id);
    expect(more).toEqual([]);
    expect(invoice!.number).toMatch(new RegExp(`^GH-${year}-\\d{5}$`));
    expect(invoice).toMatchObject({ status: 'issued', currency: 'USD', total: 150 });
    expect(invoice!.invoice_lines).toEqual([
      { fee_code: 'registration', description: 'Registration fee', quantity: 1, unit_amount: 150, net_amount: 150 },
    ]);
    const [notice] = await noticesOf(server, candidate.id, 'invoice_issued');
    // the in-app list shows text only: the invoice page writes the amount and the due date
    expect(notice!.body).toBe(
      `Invoice ${invoice!.number} for Registration fee. Your invoices show its amount and due date; pay by bank transfer quoting the invoice number.`,
    );
    const mail = await onlyMailSince(server, since, candidate.email, 'invoice_issued');
    expect(mail.subject).toBe(`Invoice ${invoice!.number}: $150.00`);
    expect(mail.text).toContain(
      'You get this invoice because you approved Engineer reg one a at Maple Tech Solutions, so our team started applying on your behalf.',
    );
    expect(mail.text).toContain('Registration fee\n\n$150.00\n\nTotal\n\n$150.00');
    expect(mail.text).toContain(`Due by\n\n${emailDay(await dueOn(invoice!.id))}`);
    expect(mail.text).toContain('Pay by bank transfer, and quote the invoice number as the reference.');
    expect(mail.text).toContain('/applicant/service#invoices');

    await approvedPlacement(server, recruiter, candidate, 'reg one b', ireland);
    expect(await invoicesOf(server, candidate.id)).toHaveLength(1);
    expect((await chargesOf(server, candidate.id)).filter((c) => c.fee_code === 'registration')).toHaveLength(1);
  });

  it('numbers invoices consecutively across candidates', async () => {
    const [a, b] = await Promise.all([enrolledCandidate(server, 'Reg Seq A'), enrolledCandidate(server, 'Reg Seq B')]);
    await approvedPlacement(server, recruiter, a, 'reg seq a', ireland);
    await approvedPlacement(server, recruiter, b, 'reg seq b', { country: 'new-zealand' });
    const [first] = await invoicesOf(server, a.id);
    const [second] = await invoicesOf(server, b.id);
    expect(sequence(second!.number)).toBe(sequence(first!.number) + 1);
  });
});

describe('where charging is restricted', () => {
  async function registration(candidate: Account) {
    return (await chargesOf(server, candidate.id)).filter((c) => c.fee_code === 'registration');
  }

  it('waives the fee for a job in the United Kingdom, and invoices nothing', async () => {
    const candidate = await enrolledCandidate(server, 'Waive UK');
    const since = await mark(server);
    await approvedPlacement(server, recruiter, candidate, 'waive uk', uk);
    expect(await registration(candidate)).toEqual([
      expect.objectContaining({ status: 'waived', jurisdiction_name: 'United Kingdom', invoice_id: null }),
    ]);
    expect(await invoicesOf(server, candidate.id)).toEqual([]);
    expect(await noticesOf(server, candidate.id, 'invoice_issued')).toEqual([]);
    expect(await mailsSince(server, since, candidate.email, 'invoice_issued')).toEqual([]);
  });

  it('waives it for a job in Ontario but not for one in British Columbia', async () => {
    const ontario = await enrolledCandidate(server, 'Waive ON');
    await approvedPlacement(server, recruiter, ontario, 'waive on', { country: 'canada', region: 'ON' });
    expect(await registration(ontario)).toEqual([
      expect.objectContaining({ status: 'waived', jurisdiction_name: 'Ontario, Canada' }),
    ]);
    expect(await invoicesOf(server, ontario.id)).toEqual([]);

    const bc = await enrolledCandidate(server, 'Charge BC');
    await approvedPlacement(server, recruiter, bc, 'charge bc', { country: 'canada', region: 'BC' });
    expect(await registration(bc)).toEqual([expect.objectContaining({ status: 'invoiced', jurisdiction_name: null })]);
    expect(await feeCodes(bc)).toEqual(['registration']);
  });

  it('waives it for a candidate living in the United Kingdom, whatever the job’s country', async () => {
    const candidate = await enrolledCandidate(server, 'Lives UK', { country: 'united-kingdom' });
    await approvedPlacement(server, recruiter, candidate, 'lives uk', ireland);
    expect(await registration(candidate)).toEqual([
      expect.objectContaining({ status: 'waived', jurisdiction_name: 'United Kingdom' }),
    ]);
    expect(await invoicesOf(server, candidate.id)).toEqual([]);
  });
});

describe('the success fee', () => {
  const successes = async (candidate: Account) =>
    (await chargesOf(server, candidate.id)).filter((c) => c.fee_code === 'success');

  it('is not charged for a hire without an approved visa, nor for an approved visa without a hire', async () => {
    const hiredOnly = await enrolledCandidate(server, 'Hired Only');
    const placement = await approvedPlacement(server, recruiter, hiredOnly, 'hired only', ireland);
    await visaCase(server, hiredOnly.id, { job_id: placement.jobId, destination_country: 'ireland', status: 'in_progress' });
    await hire(placement.applicationId);
    expect(await successes(hiredOnly)).toEqual([]);

    const visaOnly = await enrolledCandidate(server, 'Visa Only');
    const offered = await approvedPlacement(server, recruiter, visaOnly, 'visa only', ireland);
    await employer.from('applications').update({ status: 'offer' }).eq('id', offered.applicationId);
    await visaCase(server, visaOnly.id, { job_id: offered.jobId, destination_country: 'ireland', status: 'approved' });
    expect(await successes(visaOnly)).toEqual([]);
  });

  it('is invoiced once, at 10,000.00 USD, when the hire comes first and the visa is approved later', async () => {
    const candidate = await enrolledCandidate(server, 'Hire First');
    const placement = await approvedPlacement(server, recruiter, candidate, 'hire first', ireland);
    await hire(placement.applicationId);
    const visa = await visaCase(server, candidate.id, { job_id: placement.jobId, destination_country: 'ireland', status: 'in_progress' });
    expect(await successes(candidate)).toEqual([]);
    const since = await mark(server);
    await serviceUpdate(server, 'visa_cases', visa, { status: 'approved' });
    await serviceUpdate(server, 'visa_cases', visa, { status: 'approved', notes: 'Stamped.' });
    const success = (await invoicesOf(server, candidate.id)).filter((i) => i.invoice_lines[0]!.fee_code === 'success');
    expect(success).toEqual([
      expect.objectContaining({
        total: 10000,
        currency: 'USD',
        invoice_lines: [expect.objectContaining({ description: `Success fee: ${placement.title}`, net_amount: 10000 })],
      }),
    ]);
    const mail = await onlyMailSince(server, since, candidate.email, 'invoice_issued');
    expect(mail.subject).toBe(`Invoice ${success[0]!.number}: $10,000.00`);
    expect(mail.text).toContain(
      `You get this invoice because you were hired for ${placement.title} at Maple Tech Solutions and your visa was approved.`,
    );
    expect(mail.text).toContain(`Success fee: ${placement.title}\n\n$10,000.00`);
  });

  it('is invoiced once when a visa for the destination country (no job named) is approved before the hire', async () => {
    const candidate = await enrolledCandidate(server, 'Visa First');
    const placement = await approvedPlacement(server, recruiter, candidate, 'visa first', ireland);
    await visaCase(server, candidate.id, { destination_country: 'ireland', status: 'approved' });
    expect(await successes(candidate)).toEqual([]);
    await hire(placement.applicationId);
    expect(await successes(candidate)).toEqual([expect.objectContaining({ status: 'invoiced', application_id: placement.applicationId })]);
    expect(await feeCodes(candidate)).toEqual(['registration', 'success']);
  });

  it('is not charged for an application the candidate sent themselves', async () => {
    const candidate = await enrolledCandidate(server, 'Self Applied');
    const job = await liveJob(server, 'self applied', ireland);
    const applied = await candidate.client
      .from('applications')
      .insert({ job_id: job.id, candidate_id: candidate.id })
      .select('id')
      .single();
    expect(applied.error).toBeNull();
    await visaCase(server, candidate.id, { job_id: job.id, destination_country: 'ireland', status: 'approved' });
    await hire(applied.data!.id);
    expect(await chargesOf(server, candidate.id)).toEqual([]);
  });

  it('is waived for a placement in the United Kingdom', async () => {
    const candidate = await enrolledCandidate(server, 'Success UK');
    const placement = await approvedPlacement(server, recruiter, candidate, 'success uk', uk);
    await visaCase(server, candidate.id, { job_id: placement.jobId, destination_country: 'united-kingdom', status: 'approved' });
    await hire(placement.applicationId);
    expect(await successes(candidate)).toEqual([
      expect.objectContaining({ status: 'waived', jurisdiction_name: 'United Kingdom', invoice_id: null }),
    ]);
    expect(await invoicesOf(server, candidate.id)).toEqual([]);
  });
});

describe('orders, payments and voiding', () => {
  let invoiceId: number;
  let orderer: Account;

  it('invoices an enrolled candidate’s order at the unit price times the quantity, and refuses a candidate not enrolled', async () => {
    orderer = await enrolledCandidate(server, 'Orders');
    const since = await mark(server);
    const ordered = await orderer.client.from('service_orders').insert({ fee_code: 'translation', quantity: 3 });
    expect(ordered.error).toBeNull();
    const [invoice] = await invoicesOf(server, orderer.id);
    expect(invoice).toMatchObject({ total: 90, status: 'issued' });
    expect(invoice!.invoice_lines).toEqual([
      { fee_code: 'translation', description: 'Document translation', quantity: 3, unit_amount: 30, net_amount: 90 },
    ]);
    invoiceId = invoice!.id;
    const mail = await onlyMailSince(server, since, orderer.email, 'invoice_issued');
    expect(mail.subject).toBe(`Invoice ${invoice!.number}: $90.00`);
    expect(mail.text).toContain('You get this invoice because you ordered it.');
    expect(mail.text).toContain('Document translation (3 × $30.00)\n\n$90.00');

    const outsider = await newCandidate(server, 'Not Enrolled');
    const refused = await outsider.client.from('service_orders').insert({ fee_code: 'translation', quantity: 3 });
    expect(refused.error?.code).toBe('42501');
    expect(await invoicesOf(server, outsider.id)).toEqual([]);
  });

  it('lets an admin, not the candidate, record a bank transfer, and tells the candidate', async () => {
    const byCandidate = await orderer.client.rpc('record_invoice_payment', { invoice_id: invoiceId, paid_on: '2026-01-02', reference: 'MINE' });
    expect(byCandidate.error?.code).toBe('42501');
    expect((await invoicesOf(server, orderer.id))[0]).toMatchObject({ status: 'issued', paid_at: null });

    const today = new Date().toISOString().slice(0, 10);
    const since = await mark(server);
    const paid = await admin.rpc('record_invoice_payment', { invoice_id: invoiceId, paid_on: today, reference: ' TRF-8841 ' });
    expect(paid.error).toBeNull();
    const [invoice] = await invoicesOf(server, orderer.id);
    expect(invoice).toMatchObject({ status: 'paid', payment_reference: 'TRF-8841' });
    expect(invoice!.paid_at).not.toBeNull();
    expect((await noticesOf(server, orderer.id, 'invoice_paid')).at(-1)!.body).toBe(`Thank you: invoice ${invoice!.number} is paid.`);
    const mail = await onlyMailSince(server, since, orderer.email, 'invoice_paid');
    expect(mail.subject).toBe(`Payment received: invoice ${invoice!.number}`);
    expect(mail.text).toContain(`Transfer received\n\n${emailDay(today)}`);
    expect(mail.text).toContain('Your reference\n\nTRF-8841');
  });

  it('voids only an issued invoice, and only with a reason', async () => {
    const paidAgain = await admin.rpc('void_invoice', { invoice_id: invoiceId, reason: 'Duplicate order.' });
    expect(paidAgain.error?.message).toBe('Only an issued invoice can be voided.');

    await orderer.client.from('service_orders').insert({ fee_code: 'credential_evaluation' });
    const issued = (await invoicesOf(server, orderer.id)).find((i) => i.status === 'issued')!;
    const noReason = await admin.rpc('void_invoice', { invoice_id: issued.id, reason: '   ' });
    expect(noReason.error?.message).toBe('Say why the invoice is void.');
    const since = await mark(server);
    const voided = await admin.rpc('void_invoice', { invoice_id: issued.id, reason: 'Ordered by mistake.' });
    expect(voided.error).toBeNull();
    expect((await invoicesOf(server, orderer.id)).find((i) => i.id === issued.id)).toMatchObject({
      status: 'void',
      void_reason: 'Ordered by mistake.',
    });
    const mail = await onlyMailSince(server, since, orderer.email, 'invoice_paid');
    expect(mail.subject).toBe(`Invoice ${issued.number} cancelled`);
    expect(mail.text).toContain(`Invoice ${issued.number} is cancelled: nothing is due on it.`);
    expect(mail.text).toContain("Why, in our team's words\n\nOrdered by mistake.");
    expect(mail.text).toContain('Credential evaluation\n\n$100.00');
  });
});

describe('the fee quote and the schedule', () => {
  it('quotes a candidate living in India: nothing for finding work in the UK or Ontario, the rest of Canada charged', async () => {
    const candidate = await newCandidate(server, 'Quote India');
    const { data, error } = await candidate.client.rpc('service_fee_quote', { destinations: ['united-kingdom', 'canada'] });
    expect(error).toBeNull();
    type Row = { destination: string; region: string | null; fee_code: string; charged: boolean; jurisdiction_name: string | null };
    const row = (destination: string, region: string | null, fee: string) =>
      (data as Row[]).find((r) => r.destination === destination && r.region === region && r.fee_code === fee);
    for (const fee of ['registration', 'success', 'additional_country']) {
      expect(row('united-kingdom', null, fee)).toMatchObject({ charged: false, jurisdiction_name: 'United Kingdom' });
      expect(row('canada', null, fee)).toMatchObject({ charged: true, jurisdiction_name: null });
      expect(row('canada', 'ON', fee)).toMatchObject({ charged: false, jurisdiction_name: 'Ontario, Canada' });
    }
    for (const place of [['united-kingdom', null], ['canada', null], ['canada', 'ON']] as const) {
      expect(row(place[0], place[1], 'translation')).toMatchObject({ charged: true, jurisdiction_name: null });
    }
    expect((data as Row[]).filter((r) => r.destination === 'canada' && r.region === 'BC')).toEqual([]);

    const resident = await newCandidate(server, 'Quote UK', { country: 'united-kingdom' });
    const ukQuote = (await resident.client.rpc('service_fee_quote', { destinations: ['canada'] })).data as Row[];
    expect(ukQuote.find((r) => r.region === null && r.fee_code === 'registration')).toMatchObject({
      charged: false,
      jurisdiction_name: 'United Kingdom',
    });
  });

  it('invoices the next registration at the amount an admin sets in the schedule', async () => {
    const changed = await admin.from('service_fees').update({ amount: 175 }).eq('code', 'registration').select('amount');
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ amount: 175 }]);
    const candidate = await enrolledCandidate(server, 'New Price');
    await approvedPlacement(server, recruiter, candidate, 'new price', ireland);
    const [invoice] = await invoicesOf(server, candidate.id);
    expect(invoice).toMatchObject({ total: 175, invoice_lines: [expect.objectContaining({ unit_amount: 175 })] });
  });
});
