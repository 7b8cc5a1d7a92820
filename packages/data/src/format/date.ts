import { siteDateLocale } from './locale';

export interface FormatDateOptions {
  /** IANA zone the day is read in; UTC by default, so a stored date never drifts a day. */
  timeZone?: string;
  /** BCP 47 locale; the site's (day first, month in words) by default. */
  locale?: string;
  /** Starts with the day of the week: 'Tuesday 16 April 2030'. */
  weekday?: boolean;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * The one date format of the site and its emails: '23 November 2026' ('Tuesday 16 April 2030'
 * with the weekday). Tables, cards, notices and pages all use it.
 */
export function formatDate(value: string | Date, options: FormatDateOptions = {}): string {
  const date = asDate(value);
  const locale = options.locale ?? siteDateLocale;
  const timeZone = options.timeZone ?? 'UTC';
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
  if (!options.weekday) return day;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(date);
  return `${weekday} ${day}`;
}

/** A time of day with its zone named: '14:00 UTC', or a range '14:00–15:00 UTC'. */
export function formatTime(
  start: string | Date,
  end?: string | Date,
  options: Omit<FormatDateOptions, 'weekday'> = {},
): string {
  const format = new Intl.DateTimeFormat(options.locale ?? siteDateLocale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone ?? 'UTC',
  });
  return end === undefined
    ? format.format(asDate(start))
    : format.formatRange(asDate(start), asDate(end));
}

/** The date, then the time with its zone: '12 March 2026, 09:20 UTC' (a message, a log entry). */
export function formatDateTime(
  value: string | Date,
  options: Omit<FormatDateOptions, 'weekday'> = {},
): string {
  return `${formatDate(value, options)}, ${formatTime(value, undefined, options)}`;
}
