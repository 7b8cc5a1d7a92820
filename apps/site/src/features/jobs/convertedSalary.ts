import { formatSalary, type JobSearchResult } from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';

/**
 * '≈ £52,000 - £60,000 per year' beside a salary in another currency, or paid by the month or hour:
 * the yearly value in the searched currency (converted by the database at the dated rates).
 * Nothing when the salary is already yearly in that currency, or could not be converted.
 */
export function convertedSalaryNote(
  job: Pick<JobSearchResult, 'salary_currency' | 'salary_period' | 'salary_converted'>,
  locale?: string,
): string | undefined {
  const converted = job.salary_converted;
  if (!converted || (converted.min == null && converted.max == null)) return undefined;
  if (converted.currency === job.salary_currency && (job.salary_period ?? 'year') === 'year')
    return undefined;
  const text = formatSalary(
    {
      min: converted.min == null ? null : Math.round(converted.min),
      max: converted.max == null ? null : Math.round(converted.max),
      currency: converted.currency,
      period: 'year',
    },
    { locale, withPeriod: true },
  );
  return text ? jobsPageCopy.convertedSalary(text) : undefined;
}
