import { formatNumber } from '@globalhire/data';
import { useState } from 'react';
import { Eye, ListChecks, TrendingUp, Users } from 'lucide-react';
import {
  Button,
  ButtonLink,
  Card,
  Column,
  Columns,
  DataTable,
  Heading,
  ProgressBar,
  Stack,
  StatCard,
  StatusBadge,
  Text,
  type DataTableColumn,
  type DataTableSort,
} from '@globalhire/ui';
import type { EmployerDashboardStats, EmployerJob } from '@globalhire/data';
import { lifecycleLabels } from '../../features/employer/EmployerJobList';
import { applicationStatusLabels } from '../../features/employer/applicantPipeline';
import { useEmployerDashboardStats, useEmployerJobs } from '../../features/employer/employerQueries';
import { analyticsSortKeys, conversionRate, formatRate, sortJobs, totalsOf, type AnalyticsSortKey } from '../../features/employer/jobAnalytics';
import { usePageMeta } from '../../seo/usePageMeta';

const columns: DataTableColumn<EmployerJob>[] = [
  { key: 'title', header: 'Job', sortable: true, cell: (job) => <Text weight="semibold">{job.title}</Text> },
  { key: 'status', header: 'Status', nowrap: true, cell: (job) => <StatusBadge status={job.lifecycle} label={lifecycleLabels[job.lifecycle]} /> },
  { key: 'views', header: 'Views', sortable: true, align: 'end', cell: (job) => formatNumber(job.views) },
  { key: 'applications', header: 'Applications', sortable: true, align: 'end', cell: (job) => formatNumber(job.applications) },
  { key: 'conversion', header: 'Applications per 100 views', sortable: true, align: 'end', cell: (job) => formatRate(conversionRate(job.applications, job.views)) },
];

const isSortKey = (key: string): key is AnalyticsSortKey => analyticsSortKeys.includes(key as AnalyticsSortKey);

function PipelineBreakdown({ stats, error }: { stats: EmployerDashboardStats | undefined; error?: string }) {
  const stages = [
    ['new', stats?.new_applications],
    ['shortlisted', stats?.shortlisted_applications],
    ['interview', stats?.interview_applications],
    ['offer', stats?.offer_applications],
    ['hired', stats?.hired_applications],
    ['rejected', stats?.rejected_applications],
  ] as const;
  const total = stats?.total_applications ?? 0;
  return (
    <Card padding="xlarge">
      <Stack space="large">
        <Heading level={2}>Applications by stage</Heading>
        {error ? <Text tone="critical">The stages could not be loaded: {error}</Text> : null}
        {stats ? (
          total > 0 ? (
            stages.map(([stage, count]) => (
              <ProgressBar key={stage} label={`${applicationStatusLabels[stage]}: ${count ?? 0}`} value={count ?? 0} max={total} showValue />
            ))
          ) : (
            <Text tone="muted">No applications yet.</Text>
          )
        ) : null}
      </Stack>
    </Card>
  );
}

/** /employer/analytics: views and applications per job, from the same rows as the job list. */
export default function EmployerAnalyticsPage() {
  usePageMeta({ title: 'Analytics', description: 'Views and applications for each of your jobs.', noIndex: true });
  const jobs = useEmployerJobs();
  const stats = useEmployerDashboardStats();
  const [sort, setSort] = useState<DataTableSort>({ key: 'views', direction: 'descending' });
  const rows = jobs.data ? sortJobs(jobs.data.filter((job) => job.lifecycle !== 'draft'), isSortKey(sort.key) ? sort.key : 'views', sort.direction) : [];
  const totals = totalsOf(rows);
  const loading = jobs.isPending;

  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>Analytics</Heading>
        <Text tone="muted">Views count each time a candidate opens a job page; your own visits do not count.</Text>
      </Stack>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <StatCard label="Job Views" value={formatNumber(totals.views)} loading={loading} tone="info" icon={<Eye aria-hidden />} />
        </Column>
        <Column>
          <StatCard label="Applications" value={formatNumber(totals.applications)} loading={loading} icon={<Users aria-hidden />} />
        </Column>
        <Column>
          <StatCard label="Applications per 100 views" value={formatRate(totals.conversion)} loading={loading} tone="positive" icon={<TrendingUp aria-hidden />} />
        </Column>
        <Column>
          <StatCard label="Live jobs" value={formatNumber(totals.liveJobs)} loading={loading} tone="caution" icon={<ListChecks aria-hidden />} />
        </Column>
      </Columns>
      <Stack space="large">
        <Heading level={2}>Views and applications per job</Heading>
        <DataTable
          caption="Views and applications per job"
          columns={columns}
          rows={rows}
          getRowId={(job) => String(job.id)}
          loading={loading}
          error={jobs.isError ? jobs.error.message : undefined}
          errorTitle="Your job figures could not be loaded."
          errorAction={<Button size="small" variant="soft" onClick={() => void jobs.refetch()}>Try again</Button>}
          emptyTitle="No figures yet"
          emptyDescription="Post a job: its views and applications show here once candidates find it."
          emptyAction={<ButtonLink href="/employer/jobs/new" size="small">Post a Job</ButtonLink>}
          sort={sort}
          onSortChange={setSort}
        />
      </Stack>
      <PipelineBreakdown stats={stats.data} error={stats.isError ? stats.error.message : undefined} />
    </Stack>
  );
}
