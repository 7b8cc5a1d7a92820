import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, legacyTimeZones } from './timeZones';
import { isTimeZone, localTimeZone, timeZoneNames } from './zonedTime';
import { formatTimeZone, formatUtcOffset } from '../format/timeZone';
import { interviewSchema } from '../validation/interviews';

describe('canonicalTimeZone', () => {
  it('gives retired zone names their current IANA name', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('America/Godthab')).toBe('America/Nuuk');
  });

  it('leaves current names, UTC and unknown names as they are', () => {
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBe('Mars/Olympus');
  });

  it('maps only to names the runtime knows, at the same offset', () => {
    const at = new Date('2030-01-15T12:00:00Z');
    for (const [legacy, current] of Object.entries(legacyTimeZones)) {
      expect(isTimeZone(current), current).toBe(true);
      expect(formatTimeZone(current, at).split(' ')[0], legacy).toBe(
        formatTimeZone(legacy, at).split(' ')[0],
      );
    }
  });
});

describe('the zones the site offers', () => {
  it('lists every zone once, by its current name', () => {
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'UTC']));
    for (const legacy of Object.keys(legacyTimeZones)) expect(names).not.toContain(legacy);
    expect(new Set(names).size).toBe(names.length);
  });

  it("names the visitor's own zone by its current name", () => {
    expect(Object.keys(legacyTimeZones)).not.toContain(localTimeZone());
  });

  it('sends the current name when an interview is scheduled in a retired one', () => {
    const parsed = interviewSchema(new Date('2030-01-01T00:00:00Z')).parse({
      date: '2030-01-15',
      time: '09:00',
      timeZone: 'Asia/Calcutta',
      durationMinutes: '45',
      format: 'phone',
      meetingUrl: '',
      phone: '+91 22 5555 0100',
      location: '',
      notes: '',
    });
    expect(parsed).toMatchObject({
      timeZone: 'Asia/Kolkata',
      scheduledAt: '2030-01-15T03:30:00.000Z',
    });
  });
});

describe('formatTimeZone', () => {
  const winter = new Date('2030-01-15T12:00:00Z');
  const summer = new Date('2030-07-15T12:00:00Z');

  it('puts the offset from UTC before the current name', () => {
    expect(formatTimeZone('Asia/Kolkata', winter)).toBe('(UTC+05:30) Asia/Kolkata');
    expect(formatTimeZone('Asia/Calcutta', winter)).toBe('(UTC+05:30) Asia/Kolkata');
    expect(formatTimeZone('Europe/Kiev', winter)).toBe('(UTC+02:00) Europe/Kyiv');
    expect(formatTimeZone('Asia/Kathmandu', winter)).toBe('(UTC+05:45) Asia/Kathmandu');
    expect(formatTimeZone('UTC', winter)).toBe('(UTC+00:00) UTC');
  });

  it('gives the offset in force on the day, with spaces for underscores', () => {
    expect(formatTimeZone('America/New_York', winter)).toBe('(UTC-05:00) America/New York');
    expect(formatTimeZone('America/New_York', summer)).toBe('(UTC-04:00) America/New York');
    expect(formatTimeZone('America/St_Johns', winter)).toBe('(UTC-03:30) America/St Johns');
    expect(formatTimeZone('Australia/Sydney', winter)).toBe('(UTC+11:00) Australia/Sydney');
  });

  it('returns an unknown name as given', () => {
    expect(formatTimeZone('Mars/Olympus', winter)).toBe('Mars/Olympus');
  });

  it('writes offsets with a sign, two-digit hours and minutes', () => {
    expect(formatUtcOffset(0)).toBe('UTC+00:00');
    expect(formatUtcOffset(-(9 * 60 + 30) * 60_000)).toBe('UTC-09:30');
    expect(formatUtcOffset((13 * 60 + 45) * 60_000)).toBe('UTC+13:45');
  });
});
