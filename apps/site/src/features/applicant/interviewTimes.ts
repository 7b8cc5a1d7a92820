import type { InterviewDetails } from '@globalhire/data';

type Timed = Pick<InterviewDetails, 'scheduled_at' | 'duration_minutes' | 'status'>;

export interface TimeOptions {
  locale?: string;
  /** IANA zone; the visitor's own when omitted. */
  timeZone?: string;
}

/**
 * An interview's date and its start–end time in the visitor's time zone (or the one given),
 * with the zone named so nobody joins an hour early: 'Tuesday, April 16, 2030' and '2:00 – 3:00 PM UTC'.
 */
export function formatInterviewTime(
  scheduledAt: string,
  durationMinutes: number,
  options: TimeOptions = {},
) {
  const start = new Date(scheduledAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  const date = new Intl.DateTimeFormat(options.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(start);
  const time = new Intl.DateTimeFormat(options.locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).formatRange(start, end);
  return { date, time, dateTime: start.toISOString() };
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
