/**
 * Wall-clock times in a named IANA zone, without a date library: what an employer types
 * ('2030-01-15', '10:00', 'Europe/London') becomes one UTC instant, and back.
 */
import { canonicalTimeZone } from './timeZones';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone the runtime knows ('Europe/London', 'UTC'); false for 'Mars/Olympus'. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone the browser knows by its current name (Asia/Kolkata, not Asia/Calcutta), UTC included, sorted. */
export function timeZoneNames(): string[] {
  const names =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...names.map(canonicalTimeZone), 'UTC'])].sort();
}

/** The zone of the browser (or of the test run) by its current name, 'UTC' when it does not say. */
export function localTimeZone(): string {
  return canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

/** The date and time on the wall in `timeZone` at `instant`: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function toZonedParts(
  instant: Date | string,
  timeZone: string,
): { date: string; time: string } {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
export function timeZoneOffset(instant: Date, timeZone: string): number {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a wall-clock `date` ('YYYY-MM-DD') and `time` ('HH:MM') in `timeZone`.
 * Null when the input is malformed or the time does not exist there (skipped by a clock change).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t || !isTimeZone(timeZone)) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  let instant = wall - timeZoneOffset(new Date(wall), timeZone);
  const second = wall - timeZoneOffset(new Date(instant), timeZone);
  if (second !== instant) instant = second;
  const result = new Date(instant);
  const back = toZonedParts(result, timeZone);
  return back.date === date && back.time === time ? result : null;
}
