import { salaryPeriods, type SalaryPeriod } from '../constants';

export interface SalaryRange {
  min: number | null;
  max: number | null;
  /** ISO 4217, e.g. 'CAD'. */
  currency: string | null;
  period?: SalaryPeriod | null;
}

const periodLabels = new Map<string, string>(salaryPeriods.map((p) => [p.value, p.label]));

/**
 * Formats a salary range in the visitor's locale with the job's ISO currency. `currencyDisplay:
 * 'narrowSymbol'` is avoided on purpose: '$' alone could be AUD, CAD, NZD or USD, so non-local
 * dollars keep their prefix (e.g. 'CA$120,000–150,000' in en-US).
 */
export function formatSalaryRange(
  salary: SalaryRange,
  options: { locale?: string; withPeriod?: boolean } = {},
): string | null {
  const { min, max, currency } = salary;
  if (min == null && max == null) return null;
  const formatter = new Intl.NumberFormat(options.locale, {
    style: currency ? 'currency' : 'decimal',
    currency: currency ?? undefined,
    currencyDisplay: 'symbol',
    maximumFractionDigits: 0,
  });
  let text: string;
  if (min != null && max != null) {
    text = min === max ? formatter.format(min) : formatter.formatRange(min, max);
  } else if (min != null) {
    text = `From ${formatter.format(min)}`;
  } else {
    text = `Up to ${formatter.format(max as number)}`;
  }
  const period = salary.period ? periodLabels.get(salary.period) : undefined;
  return options.withPeriod && period ? `${text} ${period}` : text;
}

/** A calendar date such as '15 March 2025' (or the locale's equivalent). */
export function formatDate(value: string | Date, options: { locale?: string; timeZone?: string } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone ?? 'UTC',
  }).format(date);
}

/** 'today', '3 days ago', '2 weeks ago': for posting dates on job cards. */
export function formatRelativeDays(value: string | Date, now: Date, locale?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const days = Math.round((now.getTime() - date.getTime()) / 86_400_000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(days) < 7) return rtf.format(-days, 'day');
  if (Math.abs(days) < 60) return rtf.format(-Math.round(days / 7), 'week');
  return rtf.format(-Math.round(days / 30), 'month');
}

/** Whole US dollars for the fees page, e.g. 'USD 10,000' → '$10,000' in en-US. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}
