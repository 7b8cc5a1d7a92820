import { canonicalTimeZone } from '../calendar/timeZones';
import { isTimeZone, timeZoneOffset } from '../calendar/zonedTime';

/** An offset from UTC as people read it: 'UTC+05:30', 'UTC-03:30', 'UTC+00:00'. */
export function formatUtcOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A zone as the site names it, by its current IANA name with its offset at `at` (now unless
 * told; summer and winter differ): '(UTC+05:30) Asia/Kolkata', '(UTC-04:00) America/New York'.
 * A name the runtime does not know is returned as given.
 */
export function formatTimeZone(timeZone: string, at: Date = new Date()): string {
  const zone = canonicalTimeZone(timeZone);
  if (!isTimeZone(zone)) return timeZone;
  return `(${formatUtcOffset(timeZoneOffset(at, zone))}) ${zone.replace(/_/g, ' ')}`;
}
