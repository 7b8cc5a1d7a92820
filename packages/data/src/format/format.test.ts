import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatRelativeDays } from './format';

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
