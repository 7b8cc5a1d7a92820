import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date';
import { formatMoney, formatRelativeDays } from './format';

describe('dates', () => {
  it('writes every date day first with the month in words, as the spec’s terms date', () => {
    expect(formatDate('2025-01-01T00:00:00Z')).toBe('1 January 2025');
    expect(formatDate('2026-11-23')).toBe('23 November 2026');
    expect(formatDate(new Date('2026-11-23T12:00:00Z'))).toBe('23 November 2026');
  });

  it('reads the day in UTC unless a time zone is given', () => {
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('23 November 2026');
    expect(formatDate('2026-11-23T23:30:00Z', { timeZone: 'Australia/Sydney' })).toBe(
      '24 November 2026',
    );
  });

  it('starts with the weekday when asked, as the interview emails do', () => {
    expect(formatDate('2030-04-16T14:00:00Z', { weekday: true })).toBe('Tuesday 16 April 2030');
  });

  it('writes times in 24 hours with the zone, alone, as a range and after a date', () => {
    expect(formatTime('2030-04-16T14:00:00Z')).toBe('14:00 UTC');
    expect(formatTime('2030-04-16T14:00:00Z', '2030-04-16T15:30:00Z').replace(/\s/g, '')).toBe(
      '14:00–15:30UTC',
    );
    expect(formatDateTime('2026-03-12T09:20:00Z')).toBe('12 March 2026, 09:20 UTC');
  });

  it('describes how long ago a job was posted', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatRelativeDays('2026-03-10T08:00:00Z', now)).toBe('today');
    expect(formatRelativeDays('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeDays('2026-02-24T12:00:00Z', now)).toBe('2 weeks ago');
  });
});

describe('money', () => {
  it('writes whole amounts with the currency symbol, $ for US dollars', () => {
    expect(formatMoney(10000, 'USD')).toBe('$10,000');
    expect(formatMoney(99, 'USD')).toBe('$99');
    expect(formatMoney(150, 'GBP')).toBe('£150');
  });
});
