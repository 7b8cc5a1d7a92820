import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary';

// Intl may use a narrow no-break space inside some currencies; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('formatSalary', () => {
  it('writes the spec’s samples exactly: each end with its currency, a spaced hyphen between', () => {
    expect(formatSalary({ min: 120000, max: 150000, currency: 'USD' })).toBe('$120,000 - $150,000');
    expect(formatSalary({ min: 50000, max: 65000, currency: 'GBP' })).toBe('£50,000 - £65,000');
  });

  it.each([
    ['the period after the range', 50000, 65000, 'GBP', 'year', '£50,000 - £65,000 per year'],
    ['months', 4500, 5200, 'NZD', 'month', 'NZ$4,500 - NZ$5,200 per month'],
    ['hours', 28, 34, 'EUR', 'hour', '€28 - €34 per hour'],
    ['other dollars apart from $', 85000, 105000, 'AUD', 'year', 'A$85,000 - A$105,000 per year'],
    ['Canadian dollars', 90000, 110000, 'CAD', 'year', 'CA$90,000 - CA$110,000 per year'],
    ['yen without decimals', 5000000, 6000000, 'JPY', 'year', '¥5,000,000 - ¥6,000,000 per year'],
    ['cents on both ends when one has them', 32, 38.5, 'AUD', 'hour', 'A$32.00 - A$38.50 per hour'],
  ] as const)('writes %s', (_, min, max, currency, period, expected) => {
    expect(formatSalary({ min, max, currency, period })).toBe(expected);
  });

  it('says From with only a minimum and Up to with only a maximum', () => {
    expect(formatSalary({ min: 90000, max: null, currency: 'CAD', period: 'year' })).toBe(
      'From CA$90,000 per year',
    );
    expect(formatSalary({ min: null, max: 40, currency: 'GBP', period: 'hour' })).toBe(
      'Up to £40 per hour',
    );
  });

  it('writes one amount when both ends are equal', () => {
    expect(formatSalary({ min: 60000, max: 60000, currency: 'GBP', period: 'year' })).toBe(
      '£60,000 per year',
    );
  });

  it('is null without any amount, and plain numbers without a currency', () => {
    expect(formatSalary({ min: null, max: null, currency: 'USD', period: 'year' })).toBeNull();
    expect(formatSalary({ min: undefined, max: undefined, currency: null })).toBeNull();
    expect(formatSalary({ min: 30000, max: 40000, currency: null, period: 'year' })).toBe(
      '30,000 - 40,000 per year',
    );
  });

  it('keeps the same shape in another locale, and leaves the period out when asked', () => {
    expect(
      plain(
        formatSalary(
          { min: 42000, max: 52000, currency: 'EUR', period: 'year' },
          { locale: 'de-DE' },
        ),
      ),
    ).toBe('42.000 € - 52.000 € per year');
    expect(
      formatSalary(
        { min: 50000, max: 65000, currency: 'GBP', period: 'year' },
        { withPeriod: false },
      ),
    ).toBe('£50,000 - £65,000');
  });
});
