import { describe, expect, it } from 'vitest';
import {
  daysOverdue,
  feePrice,
  feeTriggerLabels,
  formatInvoiceAmount,
  formatTaxRate,
  isOverdue,
  personName,
  placeLabel,
  shownStatus,
} from './serviceLabels';

const today = new Date('2026-06-15T12:00:00Z');

describe('an invoice past its due date', () => {
  it('is overdue only while it is issued and the due day is over', () => {
    expect(isOverdue({ status: 'issued', due_on: '2026-06-14' }, today)).toBe(true);
    // Due today: the day is not over yet.
    expect(isOverdue({ status: 'issued', due_on: '2026-06-15' }, today)).toBe(false);
    expect(isOverdue({ status: 'issued', due_on: '2026-06-26' }, today)).toBe(false);
    expect(isOverdue({ status: 'paid', due_on: '2026-05-01' }, today)).toBe(false);
    expect(isOverdue({ status: 'void', due_on: '2026-05-01' }, today)).toBe(false);
  });

  it('counts calendar days in UTC, whatever the hour', () => {
    expect(daysOverdue({ status: 'issued', due_on: '2026-05-20' }, today)).toBe(26);
    expect(
      daysOverdue({ status: 'issued', due_on: '2026-06-14' }, new Date('2026-06-15T00:05:00Z')),
    ).toBe(1);
    expect(daysOverdue({ status: 'paid', due_on: '2026-05-20' }, today)).toBe(0);
  });

  it('shows as overdue, otherwise with its stored status', () => {
    expect(shownStatus({ status: 'issued', due_on: '2026-05-20' }, today)).toBe('overdue');
    expect(shownStatus({ status: 'issued', due_on: '2026-06-26' }, today)).toBe('issued');
    expect(shownStatus({ status: 'paid', due_on: '2026-05-20' }, today)).toBe('paid');
  });
});

describe('the fee schedule in words', () => {
  it('names the event that makes each fee due', () => {
    expect(feeTriggerLabels).toEqual({
      first_approved_proposal: 'When the first proposal is approved',
      offer_and_visa_approved: 'When a confirmed offer and an approved visa both exist',
      ordered: 'When ordered',
    });
  });

  it('writes a price with its unit, and "From" for a starting price', () => {
    expect(feePrice({ amount: 150, currency: 'USD', unit: 'once', amount_is_from: false })).toBe(
      '$150.00',
    );
    expect(feePrice({ amount: 30, currency: 'USD', unit: 'page', amount_is_from: true })).toBe(
      'From $30.00 per page',
    );
    expect(feePrice({ amount: 50, currency: 'EUR', unit: 'country', amount_is_from: false })).toBe(
      '€50.00 per country',
    );
  });

  it('writes amounts with cents and tax rates as percentages', () => {
    expect(formatInvoiceAmount(10000, 'USD')).toBe('$10,000.00');
    expect(formatInvoiceAmount('90.5', 'GBP')).toBe('£90.50');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(7.5)).toBe('7.5%');
  });
});

describe('people and places', () => {
  it('names a person, or says the account has no name', () => {
    expect(personName({ first_name: 'Priya', last_name: 'Shah' })).toBe('Priya Shah');
    expect(personName({ first_name: 'Priya', last_name: null })).toBe('Priya');
    expect(personName({ first_name: null, last_name: null })).toBe('Unnamed account');
    expect(personName(null, 'No recruiter')).toBe('No recruiter');
  });

  it('names a place by its country, and its province when it has one', () => {
    expect(placeLabel({ country: 'united-kingdom', region: null })).toBe('United Kingdom');
    expect(placeLabel({ country: 'canada', region: 'ON' })).toBe('Canada, province ON');
  });
});
