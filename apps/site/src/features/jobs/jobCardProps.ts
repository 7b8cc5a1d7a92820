import type { JobCardProps } from '@globalhire/ui';
import { formatRelativeDays, formatSalary, type JobSummary } from '@globalhire/data';
import { employmentTypeLabel, workTypeLabel } from './jobLabels';

export { employmentTypeLabel, workTypeLabel } from './jobLabels';

/** A job row as the props of a JobCard: formatted salary, labels, badges and a posted date. */
export function jobCardProps(job: JobSummary, now: Date = new Date()): JobCardProps {
  const badges: NonNullable<JobCardProps['badges']>[number][] = [];
  if (job.visa_sponsorship) badges.push({ label: 'Visa sponsorship', tone: 'positive' });
  if (job.relocation_support) badges.push({ label: 'Relocation support', tone: 'info' });
  return {
    title: job.title,
    href: `/jobs/${job.id}`,
    company: job.company?.company_name ?? 'Confidential employer',
    location: job.location,
    workType: workTypeLabel(job.work_type),
    employmentType: employmentTypeLabel(job.employment_type),
    salary:
      formatSalary({
        min: job.salary_min,
        max: job.salary_max,
        currency: job.salary_currency,
        period: job.salary_period,
      }) ?? undefined,
    badges,
    postedText: `Posted ${formatRelativeDays(job.published_at ?? job.created_at, now)}`,
    featured: job.featured,
  };
}
