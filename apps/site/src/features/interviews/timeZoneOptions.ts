import type { SelectOption } from '@globalhire/ui';
import {
  canonicalTimeZone,
  formatTimeZone,
  isTimeZone,
  timeZoneNames,
  timeZoneOffset,
} from '@globalhire/data';

/** The instant whose offsets the list shows: noon (UTC) of the chosen day, else now. */
export function offsetInstant(date: string, now: Date = new Date()): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00Z`) : null;
  return day && !Number.isNaN(day.getTime()) ? day : now;
}

/**
 * Every zone by its current name with its offset on the day ('(UTC+05:30) Asia/Kolkata'), west to
 * east, then by name; the zone already chosen is kept even when the browser does not list it.
 */
export function timeZoneOptions(chosen: string, at: Date): SelectOption[] {
  const current = canonicalTimeZone(chosen);
  const names = timeZoneNames();
  const zones = current && !names.includes(current) ? [current, ...names] : names;
  return zones
    .map((zone) => ({ zone, offset: isTimeZone(zone) ? timeZoneOffset(at, zone) : 0 }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: formatTimeZone(zone, at) }));
}
