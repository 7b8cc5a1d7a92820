import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  assignRecruiter,
  deleteFeeJurisdiction,
  getBillingDetails,
  getFeeSchedule,
  listCaseload,
  listFeeJurisdictions,
  listInvoices,
  listRecruiters,
  recordInvoicePayment,
  saveBillingDetails,
  saveFeeJurisdiction,
  updateServiceFee,
  voidInvoice,
} from '../src';
import { defaultHandlers, handlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';

const server = startMockServer(defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the managed service admin mocks answer the data layer as the database would', () => {
  it('list every enrolment, and the recruiters with their active caseloads', async () => {
    const all = (await listCaseload(mockClient())).data!;
    expect(all.map((row) => `${row.first_name} ${row.status}`)).toEqual([
      'Wei active',
      'Amara active',
      'Carlos active',
      'Sofia withdrawn',
    ]);
    expect((await listCaseload(mockClient(), { status: 'withdrawn' })).data).toHaveLength(1);
    const recruiters = (await listRecruiters(mockClient())).data!;
    expect(recruiters.map((r) => `${r.first_name} ${r.caseload}`)).toEqual([
      'Lena 0',
      'Priya 1',
      'Tom 1',
    ]);
  });

  it('assign a recruiter, or refuse as assign_recruiter does', async () => {
    const [wei] = (await listCaseload(mockClient())).data!;
    const lena = (await listRecruiters(mockClient())).data![0]!;
    const assigned = await assignRecruiter(mockClient(), wei!.candidate_id, lena.id);
    expect(assigned.data).toMatchObject({ candidate_id: wei!.candidate_id, recruiter_id: lena.id });
    server.use(handlers.adminAssignRecruiter('not_recruiter'));
    expect((await assignRecruiter(mockClient(), wei!.candidate_id, lena.id)).error?.message).toBe(
      'Choose a recruiter account.',
    );
  });

  it('list invoices by status, and read one back paid or void after its RPC', async () => {
    const all = (await listInvoices(mockClient())).data!;
    expect(all.map((invoice) => invoice.number)).toEqual([
      'GH-2026-00005',
      'GH-2026-00004',
      'GH-2026-00003',
      'GH-2026-00002',
    ]);
    expect((await listInvoices(mockClient(), { status: 'issued' })).data).toHaveLength(2);
    const paid = await recordInvoicePayment(mockClient(), 4, {
      paidOn: '2026-06-10',
      reference: ' ITAU 55 ',
    });
    expect(paid.data).toMatchObject({
      number: 'GH-2026-00004',
      status: 'paid',
      paid_at: '2026-06-10T00:00:00+00:00',
      payment_reference: 'ITAU 55',
    });
    expect(paid.data!.lines).toHaveLength(1);
    const voided = await voidInvoice(mockClient(), 5, 'Issued by mistake.');
    expect(voided.data).toMatchObject({ status: 'void', void_reason: 'Issued by mistake.' });
    expect((await voidInvoice(mockClient(), 3, 'Paid already.')).error?.message).toBe(
      'Only an issued invoice can be voided.',
    );
  });

  it('read and write the fee schedule, restrictions and billing details', async () => {
    const fees = (await getFeeSchedule(mockClient(), { includeInactive: true })).data!;
    expect(fees.map((fee) => `${fee.code} ${fee.active}`)).toContain('translation false');
    const saved = await updateServiceFee(mockClient(), 'registration', { amount: 175 });
    expect(saved.data).toMatchObject({ code: 'registration', amount: 175 });

    const rules = (await listFeeJurisdictions(mockClient())).data!;
    expect(rules.map((rule) => rule.name)).toEqual(['Ontario, Canada', 'United Kingdom']);
    const input = {
      country: 'canada',
      region: 'BC',
      name: 'British Columbia, Canada',
      applies_when: 'job_located' as const,
      summary: 'No fees.',
      sources: [{ title: 'Act', url: 'https://example.org/act' }],
      reviewed_on: '2026-06-01',
    };
    expect((await saveFeeJurisdiction(mockClient(), input)).data).toMatchObject({
      id: 10,
      region: 'BC',
    });
    expect((await saveFeeJurisdiction(mockClient(), input, 2)).data).toMatchObject({
      id: 2,
      name: input.name,
    });
    expect((await deleteFeeJurisdiction(mockClient(), 2)).error).toBeNull();
    server.use(handlers.adminSaveFeeJurisdiction('taken'));
    expect((await saveFeeJurisdiction(mockClient(), input)).error?.message).toMatch(
      /fee_jurisdictions_place_unique/,
    );

    expect((await getBillingDetails(mockClient())).data).toMatchObject({
      seller_name: 'GlobalHire Ltd',
    });
    server.use(handlers.adminBillingDetails.empty());
    expect((await getBillingDetails(mockClient())).data).toBeNull();
    const billing = await saveBillingDetails(mockClient(), {
      seller_name: 'GlobalHire Inc',
      seller_address: '',
      tax_id: null,
      bank_account_name: null,
      bank_iban: null,
      bank_bic: null,
      payment_terms_days: 30,
    });
    expect(billing.data).toMatchObject({ seller_name: 'GlobalHire Inc', payment_terms_days: 30 });
  });
});
