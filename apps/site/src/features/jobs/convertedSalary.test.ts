import { describe, expect, it } from 'vitest';
import { formatSalary } from '@globalhire/data';
import { convertedSalaryNote } from './convertedSalary';

// The one salary format of the site, in pounds a year.
const pounds = (min: number | null, max: number | null) =>
  formatSalary(
    { min, max, currency: 'GBP', period: 'year' },
    { locale: 'en-GB', withPeriod: true },
  );

const job = (
  currency: string,
  period: 'year' | 'month' | 'hour',
  converted: { min: number | null; max: number | null; currency: string } | null,
) => ({ salary_currency: currency, salary_period: period, salary_converted: converted });

describe('the converted salary beside a job’s own', () => {
  it('shows a foreign salary’s yearly value in the searched currency', () => {
    expect(
      convertedSalaryNote(
        job('CAD', 'year', { min: 52000.4, max: 60123, currency: 'GBP' }),
        'en-GB',
      ),
    ).toBe(`≈ ${pounds(52000, 60123)}`);
    expect(pounds(52000, 60123)).toMatch(/^£52,000.*£60,123/);
    expect(
      convertedSalaryNote(job('AUD', 'year', { min: 52000, max: null, currency: 'GBP' }), 'en-GB'),
    ).toBe(`≈ ${pounds(52000, null)}`);
  });

  it('shows a monthly or hourly salary as a year even in the same currency', () => {
    expect(
      convertedSalaryNote(
        job('GBP', 'month', { min: 48000, max: 48000, currency: 'GBP' }),
        'en-GB',
      ),
    ).toBe(`≈ ${pounds(48000, 48000)}`);
  });

  it('says nothing for a yearly salary in the searched currency, or without a conversion', () => {
    expect(
      convertedSalaryNote(job('GBP', 'year', { min: 1, max: 2, currency: 'GBP' })),
    ).toBeUndefined();
    expect(convertedSalaryNote(job('JPY', 'year', null))).toBeUndefined();
    expect(
      convertedSalaryNote(job('JPY', 'year', { min: null, max: null, currency: 'GBP' })),
    ).toBeUndefined();
  });
});
