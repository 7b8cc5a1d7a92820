import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneNames, toZonedParts, zonedTimeToUtc } from './zonedTime';

describe('zonedTimeToUtc', () => {
  it('turns a London wall-clock time into UTC, in winter and in summer', () => {
    expect(zonedTimeToUtc('2030-01-15', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2030-01-15T10:00:00.000Z',
    );
    expect(zonedTimeToUtc('2030-07-15', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2030-07-15T09:00:00.000Z',
    );
  });

  it('handles zones ahead of UTC and half-hour offsets', () => {
    expect(zonedTimeToUtc('2030-01-15', '09:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2030-01-14T22:00:00.000Z',
    );
    expect(zonedTimeToUtc('2030-01-15', '09:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2030-01-15T03:30:00.000Z',
    );
    expect(zonedTimeToUtc('2030-01-15', '09:00', 'America/Toronto')?.toISOString()).toBe(
      '2030-01-15T14:00:00.000Z',
    );
  });

  it('refuses a time skipped by a clock change, malformed input and unknown zones', () => {
    expect(zonedTimeToUtc('2030-03-31', '01:30', 'Europe/London')).toBeNull();
    expect(zonedTimeToUtc('2030-02-30', '10:00', 'Europe/London')).toBeNull();
    expect(zonedTimeToUtc('15/01/2030', '10:00', 'Europe/London')).toBeNull();
    expect(zonedTimeToUtc('2030-01-15', '10:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('toZonedParts', () => {
  it('gives the wall-clock date and time in a zone', () => {
    expect(toZonedParts('2030-01-14T22:00:00Z', 'Australia/Sydney')).toEqual({
      date: '2030-01-15',
      time: '09:00',
    });
    expect(toZonedParts('2030-01-15T00:30:00Z', 'UTC')).toEqual({
      date: '2030-01-15',
      time: '00:30',
    });
  });
});

describe('time zone names', () => {
  it('knows IANA zones and UTC', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneNames()).toEqual(
      expect.arrayContaining(['UTC', 'Europe/London', 'Australia/Sydney']),
    );
  });
});
