import { Badge, Inline, Link, Skeleton, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import {
  formatDate,
  formatSalary,
  visaVerdictLabels,
  visaVerdictTones,
  type JobSearchResult,
  type VisaVerdict,
} from '@globalhire/data';

export interface JobVerdictInfo {
  verdict: VisaVerdict;
  route: string | null;
}

/** The verdict column's state: still asking, or each job's answer (none: unknown). */
export type VerdictsState = { loading: true } | { loading: false; byJob: ReadonlyMap<number, JobVerdictInfo> };

/** The job finder's columns; the Visa fit column shows the candidate's verdict with the site's words. */
export function jobFinderColumns(verdicts: VerdictsState): DataTableColumn<JobSearchResult>[] {
  return [
    {
      key: 'title',
      header: 'Job',
      cell: (job) => (
        <Stack space="xxsmall">
          <Link href={`/jobs/${job.id}`} weight="semibold">
            {job.title}
          </Link>
          <Text as="span" size="small" tone="muted">
            {[job.company?.company_name ?? 'Confidential employer', job.location]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'salary',
      header: 'Salary',
      cell: (job) =>
        formatSalary({
          min: job.salary_min,
          max: job.salary_max,
          currency: job.salary_currency,
          period: job.salary_period,
        }) ?? 'Not given',
    },
    {
      key: 'verdict',
      header: 'Visa fit',
      cell: (job) => {
        if (verdicts.loading) return <Skeleton width="7rem" />;
        const info = verdicts.byJob.get(job.id);
        const verdict = info?.verdict ?? 'unknown';
        return (
          <Stack space="xxsmall">
            <Inline space="xsmall">
              <Badge tone={visaVerdictTones[verdict]}>{visaVerdictLabels[verdict]}</Badge>
            </Inline>
            {info?.route ? (
              <Text as="span" size="small" tone="muted">
                {info.route}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'published_at',
      header: 'Posted',
      nowrap: true,
      cell: (job) => formatDate(job.published_at ?? job.created_at),
    },
  ];
}
