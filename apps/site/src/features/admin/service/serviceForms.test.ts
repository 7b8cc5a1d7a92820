import { describe, expect, it } from 'vitest';
import { serviceValidationMessages } from '@globalhire/data';
import { serviceAdminMessages as m } from './serviceAdminMessages';
import {
  billingFormOf,
  checkBilling,
  checkFee,
  checkJurisdiction,
  jurisdictionFormOf,
  parseDecimal,
  type FeeForm,
  type JurisdictionForm,
} from './serviceForms';

const today = new Date('2026-06-15T12:00:00Z');

describe('an amount typed by an admin', () => {
  it('accepts decimals with up to two places and thousands commas', () => {
    expect(parseDecimal('150')).toBe(150);
    expect(parseDecimal(' 10,000.50 ')).toBe(10000.5);
    expect(parseDecimal('0')).toBe(0);
  });

  it('refuses what the database would not store', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '12345678901', '1,2'])
      expect(parseDecimal(text)).toBeNull();
  });
});

describe('a fee edit', () => {
  const form: FeeForm = {
    label: ' Registration fee ',
    description: 'Once.',
    amount: '175',
    currency: 'EUR',
    tax_rate: '20',
    active: false,
  };

  it('gives the changes to save, trimmed and as numbers', () => {
    expect(checkFee(form)).toEqual({
      errors: null,
      values: {
        label: 'Registration fee',
        description: 'Once.',
        amount: 175,
        currency: 'EUR',
        tax_rate: 20,
        active: false,
      },
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      checkFee({ ...form, label: ' ', amount: '-1', tax_rate: '120', currency: '' }).errors,
    ).toEqual({
      label: m.label,
      amount: serviceValidationMessages.amount,
      tax_rate: m.taxRate,
      currency: m.currency,
    });
  });
});

describe('a restricted jurisdiction', () => {
  const form: JurisdictionForm = {
    country: 'canada',
    region: ' bc ',
    name: 'British Columbia, Canada',
    applies_when: 'job_located',
    summary: 'No fees for finding work in British Columbia.',
    sources: [{ title: 'An act, section 2', url: 'https://www.bclaws.gov.bc.ca/' }],
    reviewed_on: '2026-06-01',
  };

  it('gives the row to save, the province code in capitals', () => {
    const result = checkJurisdiction(form, today);
    expect(result.errors).toBeNull();
    expect(result.values).toMatchObject({
      country: 'canada',
      region: 'BC',
      applies_when: 'job_located',
    });
    expect(checkJurisdiction({ ...form, region: '' }, today).values?.region).toBeNull();
  });

  it('needs a known country, a valid province code and a cited source per line', () => {
    const result = checkJurisdiction(
      {
        ...form,
        country: 'atlantis',
        region: 'B1',
        applies_when: '',
        sources: [
          { title: 'Act', url: 'https://example.org/act' },
          { title: ' ', url: 'legislation.gov.uk' },
        ],
        reviewed_on: '2026-06-16',
      },
      today,
    );
    expect(result.errors).toEqual({
      country: m.country,
      region: m.region,
      applies_when: m.appliesWhen,
      'sources.1.title': m.sourceTitle,
      'sources.1.url': m.sourceUrl,
      reviewed_on: m.reviewedOn,
    });
  });

  it('starts a new one with one empty source to fill in', () => {
    expect(jurisdictionFormOf(null).sources).toEqual([{ title: '', url: '' }]);
  });
});

describe('the billing details', () => {
  const form = {
    ...billingFormOf(null),
    seller_name: 'GlobalHire Ltd',
    bank_iban: 'gb33 bukb 2020 1555 5555 55',
    bank_bic: 'bukbgb22',
  };

  it('start with 14 days of payment terms, and store IBAN and BIC without spaces', () => {
    expect(billingFormOf(null).payment_terms_days).toBe('14');
    expect(checkBilling(form).values).toEqual({
      seller_name: 'GlobalHire Ltd',
      seller_address: '',
      tax_id: null,
      bank_account_name: null,
      bank_iban: 'GB33BUKB20201555555555',
      bank_bic: 'BUKBGB22',
      payment_terms_days: 14,
    });
  });

  it('need a seller, and a plausible IBAN, BIC and payment terms', () => {
    expect(
      checkBilling({
        ...form,
        seller_name: '',
        bank_iban: 'GB12',
        bank_bic: 'BUK',
        payment_terms_days: '121',
      }).errors,
    ).toEqual({
      seller_name: m.sellerName,
      bank_iban: m.iban,
      bank_bic: m.bic,
      payment_terms_days: m.paymentTerms,
    });
  });
});
