/** Dates and times of messages, in the reader's locale and time zone (MessageThread, ConversationList). */

export interface MessageTimeOptions {
  /** BCP 47 locale, e.g. 'en-GB'. */
  locale: string;
  /** IANA time zone; the browser's when omitted. */
  timeZone?: string;
  /** What "today" is; now when omitted (stories and tests pin it). */
  now?: Date;
}

const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' of the calendar day the instant falls on in the time zone. */
export function calendarDay(date: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD whatever the reader's locale.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Whole calendar days from `earlier` to `later` (both 'YYYY-MM-DD'). */
function daysBetween(earlier: string, later: string): number {
  return Math.round(
    (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / MS_PER_DAY,
  );
}

/** How many calendar days ago the instant was, in the time zone (0 today, 1 yesterday). */
export function daysAgo(
  date: Date,
  { timeZone, now = new Date() }: Omit<MessageTimeOptions, 'locale'>,
) {
  return daysBetween(calendarDay(date, timeZone), calendarDay(now, timeZone));
}

/** '14:05' (or '2:05 pm'), as the locale writes a time. */
export function formatClock(date: Date, { locale, timeZone }: MessageTimeOptions): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    date,
  );
}

/**
 * A day separator: `today` and `yesterday` as given, otherwise 'Tuesday 10 March', with the year
 * when it is not this year.
 */
export function formatDayLabel(
  date: Date,
  options: MessageTimeOptions & { today: string; yesterday: string },
): string {
  const { locale, timeZone, now = new Date() } = options;
  const ago = daysAgo(date, { timeZone, now });
  if (ago === 0) return options.today;
  if (ago === 1) return options.yesterday;
  const sameYear =
    calendarDay(date, timeZone).slice(0, 4) === calendarDay(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

/**
 * A list's short time: the time today, the weekday within the week, '10 Mar' this year,
 * '10 Mar 2025' before.
 */
export function formatShortWhen(date: Date, options: MessageTimeOptions): string {
  const { locale, timeZone, now = new Date() } = options;
  const ago = daysAgo(date, { timeZone, now });
  if (ago <= 0) return formatClock(date, options);
  if (ago < 7) return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short' }).format(date);
  const sameYear =
    calendarDay(date, timeZone).slice(0, 4) === calendarDay(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}
