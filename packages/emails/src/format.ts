import { formatDate, formatSalary } from '@globalhire/data/format';
import type { EmailContext } from './define';
import type { SalaryFacts } from './facts/common';

/** Zone names as people read them: 'Australia/Sydney' → 'Sydney time'; UTC stays 'UTC'. */
function zoneName(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const city = timeZone.split('/').pop()!.replace(/_/g, ' ');
  return `${city} time`;
}

/**
 * An instant in the recipient's time zone, with the zone named:
 * 'Tuesday 16 April 2030, 10:00 (Sydney time)'.
 */
export function formatWhen(at: string, ctx: Pick<EmailContext, 'recipient'>): string {
  const timeZone = ctx.recipient.timeZone;
  const date = new Date(at);
  const day = formatDate(date, { timeZone, weekday: true });
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
  return `${day}, ${time} (${zoneName(timeZone)})`;
}

/** A calendar date (a start date, a due date): the same day wherever the reader is. */
export function formatDay(day: string): string {
  return formatDate(day.length === 10 ? `${day}T00:00:00Z` : day, { timeZone: 'UTC' });
}

export function formatJobSalary(salary: SalaryFacts | null): string | null {
  return salary ? formatSalary(salary) : null;
}


/** Right to left for the locales written that way (Arabic, Hebrew, Persian, Urdu…). */
export function directionOf(locale: string | null): 'ltr' | 'rtl' {
  if (!locale) return 'ltr';
  const language = locale.split('-')[0]!.toLowerCase();
  return ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'].includes(language) ? 'rtl' : 'ltr';
}
