import { describe, expect, it } from 'vitest';
import { formatSalary } from './formatSalary';

// Intl may use a narrow no-break space inside some currencies; compare with plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const en = { locale: 'en-GB' };

describe('formatSalary', () => {
  it('writes a range with the currency on both ends, an en dash and the period', () => {
    expect(
      plain(formatSalary({ min: 50000, max: 65000, currency: 'GBP', period: 'year' }, en)),
    ).toBe('£50,000 – £65,000 per year');
    expect(
      plain(formatSalary({ min: 85000, max: 105000, currency: 'AUD', period: 'year' }, en)),
    ).toBe('A$85,000 – A$105,000 per year');
    expect(
      plain(formatSalary({ min: 100000, max: 130000, currency: 'USD', period: 'year' }, en)),
    ).toBe('US$100,000 – US$130,000 per year');
  });

  it('keeps the same shape in another locale', () => {
    expect(
      plain(
        formatSalary(
          { min: 100000, max: 130000, currency: 'USD', period: 'year' },
          { locale: 'en-US' },
        ),
      ),
    ).toBe('$100,000 – $130,000 per year');
    expect(
      plain(
        formatSalary(
          { min: 42000, max: 52000, currency: 'EUR', period: 'year' },
          { locale: 'de-DE' },
        ),
      ),
    ).toBe('42.000 € – 52.000 € per year');
  });

  it('writes euros and yen with their own digits', () => {
    expect(
      plain(formatSalary({ min: 42000, max: 52000, currency: 'EUR', period: 'year' }, en)),
    ).toBe('€42,000 – €52,000 per year');
    expect(
      plain(formatSalary({ min: 5000000, max: 6000000, currency: 'JPY', period: 'year' }, en)),
    ).toBe('JP¥5,000,000 – JP¥6,000,000 per year');
  });

  it('names the month and hour periods, with cents on both ends when an amount has them', () => {
    expect(
      plain(formatSalary({ min: 4500, max: 5200, currency: 'NZD', period: 'month' }, en)),
    ).toBe('NZ$4,500 – NZ$5,200 per month');
    expect(plain(formatSalary({ min: 32, max: 38.5, currency: 'AUD', period: 'hour' }, en))).toBe(
      'A$32.00 – A$38.50 per hour',
    );
    expect(plain(formatSalary({ min: 28, max: 34, currency: 'EUR', period: 'hour' }, en))).toBe(
      '€28 – €34 per hour',
    );
  });

  it('says From with only a minimum and Up to with only a maximum', () => {
    expect(
      plain(formatSalary({ min: 90000, max: null, currency: 'CAD', period: 'year' }, en)),
    ).toBe('From CA$90,000 per year');
    expect(plain(formatSalary({ min: null, max: 40, currency: 'GBP', period: 'hour' }, en))).toBe(
      'Up to £40 per hour',
    );
  });

  it('writes one amount when both ends are equal', () => {
    expect(
      plain(formatSalary({ min: 60000, max: 60000, currency: 'GBP', period: 'year' }, en)),
    ).toBe('£60,000 per year');
  });

  it('is null without any amount, and plain numbers without a currency', () => {
    expect(formatSalary({ min: null, max: null, currency: 'USD', period: 'year' })).toBeNull();
    expect(formatSalary({ min: undefined, max: undefined, currency: null })).toBeNull();
    expect(
      plain(formatSalary({ min: 30000, max: 40000, currency: null, period: 'year' }, en)),
    ).toBe('30,000 – 40,000 per year');
  });

  it('leaves the period out when asked', () => {
    expect(
      plain(
        formatSalary(
          { min: 50000, max: 65000, currency: 'GBP', period: 'year' },
          { ...en, withPeriod: false },
        ),
      ),
    ).toBe('£50,000 – £65,000');
  });
});
