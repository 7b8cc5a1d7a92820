import { siteDateLocale, siteNumberLocale } from './locale';

/** 'today', '3 days ago', '2 weeks ago': for posting dates on job cards. */
export function formatRelativeDays(value: string | Date, now: Date, locale?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const days = Math.round((now.getTime() - date.getTime()) / 86_400_000);
  const rtf = new Intl.RelativeTimeFormat(locale ?? siteDateLocale, { numeric: 'auto' });
  if (Math.abs(days) < 7) return rtf.format(-days, 'day');
  if (Math.abs(days) < 60) return rtf.format(-Math.round(days / 7), 'week');
  return rtf.format(-Math.round(days / 30), 'month');
}

/** Whole amounts in a currency for the fees and plans pages: 'USD 10,000' → '$10,000'. */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string = siteNumberLocale,
): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A count or figure as the site writes numbers: '12,345', '4.5' (at most the digits asked). */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(siteNumberLocale, { maximumFractionDigits }).format(value);
}
