import { describe, expect, it } from 'vitest';
import { offsetInstant, timeZoneOptions } from './timeZoneOptions';

const winter = new Date('2030-01-15T12:00:00Z');
const toMinutes = (offset: string) => {
  const [, sign, hours, minutes] = /UTC([+-])(\d{2}):(\d{2})/.exec(offset)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};
const summer = new Date('2030-07-15T12:00:00Z');

describe('the time zone list of the interview form', () => {
  it('names each zone by its current name with its offset, never a retired name', () => {
    const options = timeZoneOptions('Europe/London', winter);
    const labels = options.map((option) => option.label);
    expect(labels).toContain('(UTC+05:30) Asia/Kolkata');
    expect(labels).toContain('(UTC+02:00) Europe/Kyiv');
    expect(options.map((option) => option.value)).not.toContain('Asia/Calcutta');
    expect(labels.filter((label) => /Calcutta|Kiev|Saigon/.test(label))).toEqual([]);
  });

  it('runs west to east, then by name', () => {
    const options = timeZoneOptions('UTC', winter);
    const offsets = options.map((option) => option.label.slice(1, 10));
    // Pago Pago is among the furthest west a browser lists, Kiritimati the furthest east.
    expect(offsets[0]).toBe('UTC-11:00');
    expect(offsets.at(-1)).toBe('UTC+14:00');
    expect([...offsets].sort((a, b) => toMinutes(a) - toMinutes(b))).toEqual(offsets);
    const london = options.findIndex((option) => option.value === 'Europe/London');
    const kolkata = options.findIndex((option) => option.value === 'Asia/Kolkata');
    expect(london).toBeLessThan(kolkata);
  });

  it('keeps a chosen retired name, under its current name', () => {
    const options = timeZoneOptions('Asia/Calcutta', winter);
    expect(options.filter((option) => option.value === 'Asia/Kolkata')).toHaveLength(1);
  });

  it("gives the offset of the interview's day: summer time shows", () => {
    const label = (at: Date) =>
      timeZoneOptions('Europe/London', at).find((option) => option.value === 'Europe/London')
        ?.label;
    expect(label(winter)).toBe('(UTC+00:00) Europe/London');
    expect(label(summer)).toBe('(UTC+01:00) Europe/London');
    expect(offsetInstant('2030-07-15')).toEqual(summer);
    expect(offsetInstant('', winter)).toBe(winter);
  });
});
