/** How often a salary is paid, as jobs store it. */
export type SalaryPeriodValue = 'year' | 'month' | 'hour';

export interface SalaryInput {
  min: number | null | undefined;
  max: number | null | undefined;
  /** ISO 4217, e.g. 'GBP'. Without it the amounts are plain numbers. */
  currency: string | null | undefined;
  period?: SalaryPeriodValue | null;
}

import { siteNumberLocale } from './locale';

export interface FormatSalaryOptions {
  /** BCP 47 locale; the site's (en-US: '$' is the US dollar) by default. */
  locale?: string;
  /** Adds the period suffix ('per year'); on by default. */
  withPeriod?: boolean;
}

/** The one period suffix the whole site uses. */
export const salaryPeriodSuffix: Record<SalaryPeriodValue, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

function amountFormatter(
  locale: string | undefined,
  currency: string | null | undefined,
  fractions: boolean,
) {
  return new Intl.NumberFormat(locale, {
    style: currency ? 'currency' : 'decimal',
    currency: currency ?? undefined,
    // '$' alone could be AUD, CAD, NZD or USD: non-local dollars keep their prefix (A$, CA$).
    currencyDisplay: 'symbol',
    minimumFractionDigits: fractions ? 2 : 0,
    maximumFractionDigits: fractions ? 2 : 0,
  });
}

/**
 * A salary in one shape everywhere, the spec's '$120,000 - $150,000': each end with its currency,
 * a hyphen with spaces between, then the period: '£50,000 - £65,000 per year',
 * 'A$85,000 - A$105,000 per year',
 * 'From €28.50 per hour', 'Up to ¥6,000,000 per year'. Null when neither end is known.
 * Intl.NumberFormat supplies the symbol and each currency's own digits (no decimals for yen).
 */
export function formatSalary(
  salary: SalaryInput,
  options: FormatSalaryOptions = {},
): string | null {
  const min = salary.min ?? null;
  const max = salary.max ?? null;
  if (min === null && max === null) return null;
  const fractions = [min, max].some((value) => value !== null && !Number.isInteger(value));
  const format = amountFormatter(options.locale ?? siteNumberLocale, salary.currency, fractions);
  let text: string;
  if (min !== null && max !== null) {
    text = min === max ? format.format(min) : `${format.format(min)} - ${format.format(max)}`;
  } else if (min !== null) {
    text = `From ${format.format(min)}`;
  } else {
    text = `Up to ${format.format(max as number)}`;
  }
  const withPeriod = options.withPeriod ?? true;
  return withPeriod && salary.period ? `${text} ${salaryPeriodSuffix[salary.period]}` : text;
}
