import { describe, expect, it } from 'vitest';
import { groupFeeQuote, type ServiceCharge } from '@globalhire/data';
import { serviceCandidateFixtures } from '@globalhire/data/mocks';
import {
  approvalFees,
  feeMoney,
  feePrice,
  invoiceMoney,
  quoteForPlace,
  summariseQuote,
} from './feeSummary';

const quote = (destinations: string[]) =>
  groupFeeQuote(serviceCandidateFixtures.feeQuoteRows(destinations));

const charge = (values: Partial<ServiceCharge>): ServiceCharge => ({
  id: 1,
  candidate_id: 'c1',
  fee_code: 'registration',
  status: 'invoiced',
  jurisdiction_id: null,
  jurisdiction_name: null,
  application_id: null,
  order_id: null,
  invoice_id: 1,
  created_at: '2026-03-01T00:00:00Z',
  ...values,
});

describe('fee amounts', () => {
  it('writes whole amounts without cents and others with them', () => {
    expect(feeMoney(150, 'USD')).toBe('$150');
    expect(feeMoney(29.5, 'USD')).toBe('$29.50');
    expect(feeMoney(10000, 'USD')).toBe('$10,000');
    expect(invoiceMoney('150', 'USD')).toBe('$150.00');
  });

  it('says "from" and the unit', () => {
    expect(feePrice({ amount: 30, currency: 'USD', unit: 'page', amountIsFrom: true })).toBe(
      'From $30 per page',
    );
    expect(feePrice({ amount: 50, currency: 'USD', unit: 'country', amountIsFrom: false })).toBe(
      '$50 per country',
    );
    expect(feePrice({ amount: 150, currency: 'USD', unit: 'once', amountIsFrom: false })).toBe(
      '$150',
    );
  });
});

describe('summariseQuote', () => {
  it('lists the fees for finding work per place, with a restricted province after its country', () => {
    const summary = summariseQuote(quote(['canada', 'australia']));
    expect(summary.places.map((p) => [p.key, p.name])).toEqual([
      ['australia', 'Australia'],
      ['canada', 'Canada'],
      ['canada/ON', 'Jobs in Ontario, Canada'],
    ]);
    const canada = summary.places[1]!;
    expect(canada.restriction).toBeNull();
    expect(canada.lines.map((l) => [l.label, l.price])).toEqual([
      ['Registration fee', '$150'],
      ['Success fee', '$10,000'],
    ]);
    const ontario = summary.places[2]!;
    expect(ontario.restriction?.name).toBe('Ontario, Canada');
    expect(ontario.restriction?.sources[0]?.url).toBe('https://www.ontario.ca/laws/statute/09e32');
    // The extra for finding work in another country is stopped there too, so it is listed.
    expect(ontario.lines.map((l) => [l.label, l.price])).toEqual([
      ['Registration fee', 'No fee'],
      ['Success fee', 'No fee'],
      ['Additional country applications', 'No fee'],
    ]);
  });

  it('lists each extra once, as charged somewhere', () => {
    const summary = summariseQuote(quote(['united-kingdom', 'ireland']));
    expect(summary.extras.map((l) => [l.label, l.price, l.when])).toEqual([
      ['Document translation', 'From $30 per page', 'Only if you order it'],
      ['Credential evaluation', 'From $100', 'Only if you order it'],
      ['Additional country applications', '$50 per country', 'Only if you order it'],
    ]);
    const uk = summary.places.find((p) => p.key === 'united-kingdom')!;
    expect(uk.lines.every((l) => !l.charged)).toBe(true);
    expect(uk.restriction?.sources).toHaveLength(2);
  });

  it('is empty without destinations', () => {
    expect(summariseQuote([])).toEqual({ places: [], extras: [] });
  });
});

describe('approvalFees', () => {
  const quotes = quote(['canada', 'ireland', 'united-kingdom']);

  it('says the first approval invoices the registration fee, and what a placement would', () => {
    expect(approvalFees(quoteForPlace(quotes, 'ireland', null), [])).toEqual([
      'Approving your first job invoices the registration fee of $150, once.',
      'If you are hired and your visa is approved, the success fee is $10,000.',
    ]);
  });

  it('charges the registration fee once only', () => {
    expect(approvalFees(quoteForPlace(quotes, 'ireland', null), [charge({})])[0]).toBe(
      'Approving adds no registration fee: yours is already invoiced.',
    );
    // A waived registration fee (a UK job before) does not count as invoiced.
    expect(
      approvalFees(quoteForPlace(quotes, 'ireland', null), [
        charge({ status: 'waived', jurisdiction_name: 'United Kingdom', invoice_id: null }),
      ])[0],
    ).toBe('Approving your first job invoices the registration fee of $150, once.');
  });

  it('names the rule where no fee applies: the province first', () => {
    expect(approvalFees(quoteForPlace(quotes, 'canada', 'ON'), [])).toEqual([
      'No registration fee for this job (Ontario, Canada).',
      'No success fee for this job (Ontario, Canada).',
    ]);
    expect(quoteForPlace(quotes, 'canada', 'BC')).toBe(quotes[0]);
    expect(approvalFees(quoteForPlace(quotes, 'united-kingdom', null), [])[1]).toBe(
      'No success fee for this job (United Kingdom).',
    );
  });

  it('says nothing for a place the quote does not cover', () => {
    expect(approvalFees(quoteForPlace(quotes, 'australia', null), [])).toEqual([]);
  });
});
