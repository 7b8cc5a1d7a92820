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
