import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRelativeDays, formatSalaryRange } from './format';

// ICU uses thin and narrow no-break spaces; compare with plain ones.
const spaces = (text: string | null) => text?.replace(/\s/g, ' ');

describe('formatSalaryRange', () => {
  it('keeps the currency of the job, so Canadian dollars never read as a bare $', () => {
    const text = formatSalaryRange({ min: 120000, max: 150000, currency: 'CAD' }, { locale: 'en-US' });
    expect(spaces(text)).toBe('CA$120,000–150,000');
  });

  it('shows pounds for a UK job in a British locale', () => {
    expect(spaces(formatSalaryRange({ min: 50000, max: 65000, currency: 'GBP' }, { locale: 'en-GB' }))).toBe(
      '£50,000 – £65,000',
    );
  });

  it('formats in the visitor locale', () => {
    expect(formatSalaryRange({ min: 50000, max: 65000, currency: 'EUR' }, { locale: 'de-DE' })).toMatch(
      /50\.000.*65\.000.*€/,
    );
  });

  it('handles open-ended and missing ranges', () => {
    expect(formatSalaryRange({ min: 90000, max: null, currency: 'USD' }, { locale: 'en-US' })).toBe('From $90,000');
    expect(formatSalaryRange({ min: null, max: 40, currency: 'AUD', period: 'hour' }, { locale: 'en-US', withPeriod: true })).toBe(
      'Up to A$40 per hour',
    );
    expect(formatSalaryRange({ min: null, max: null, currency: 'USD' })).toBeNull();
  });
});

describe('dates and money', () => {
  it('formats a calendar date without time-zone drift', () => {
    expect(formatDate('2025-01-01T00:00:00Z', { locale: 'en-GB' })).toBe('1 January 2025');
  });

  it('describes how long ago a job was posted', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatRelativeDays('2026-03-10T08:00:00Z', now, 'en')).toBe('today');
    expect(formatRelativeDays('2026-03-07T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(formatRelativeDays('2026-02-24T12:00:00Z', now, 'en')).toBe('2 weeks ago');
  });

  it('formats the fees in US dollars', () => {
    expect(formatMoney(10000, 'USD', 'en-US')).toBe('$10,000');
  });
});
