import { formatDate, formatTime, localTimeZone, type InterviewDetails } from '@globalhire/data';

type Timed = Pick<InterviewDetails, 'scheduled_at' | 'duration_minutes' | 'status'>;

export interface TimeOptions {
  locale?: string;
  /** IANA zone; the visitor's own when omitted. */
  timeZone?: string;
}

/**
 * An interview's date and its start–end time in the visitor's time zone (or the one given),
 * with the zone named so nobody joins an hour early: 'Tuesday 16 April 2030' and
 * '14:00–15:00 UTC', as the interview emails write them.
 */
export function formatInterviewTime(
  scheduledAt: string,
  durationMinutes: number,
  options: TimeOptions = {},
) {
  const start = new Date(scheduledAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const zoned = { locale: options.locale, timeZone: options.timeZone ?? localTimeZone() };
  return {
    date: formatDate(start, { ...zoned, weekday: true }),
    time: formatTime(start, end, zoned),
    dateTime: start.toISOString(),
  };
}

/** '45 minutes', '1 hour', '1 hour 30 minutes'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (rest || !hours) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * Upcoming: scheduled and not yet over, soonest first. Past: everything else (held, cancelled or
 * over), most recent first.
 */
export function splitInterviews<T extends Timed>(interviews: readonly T[], now: Date) {
  const endOf = (interview: T) =>
    new Date(interview.scheduled_at).getTime() + interview.duration_minutes * 60_000;
  const upcoming = interviews
    .filter((interview) => interview.status === 'scheduled' && endOf(interview) > now.getTime())
    .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at));
  const past = interviews
    .filter((interview) => !upcoming.includes(interview))
    .sort((a, b) => b.scheduled_at.localeCompare(a.scheduled_at));
  return { upcoming, past };
}
