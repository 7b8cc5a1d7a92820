import { formatNumber } from '@globalhire/data';
import {
  Button,
  ButtonLink,
  DataTable,
  Link,
  StatusBadge,
  type DataTableColumn,
} from '@globalhire/ui';
import type { EmployerJob } from '@globalhire/data';
import { lifecycleLabels } from './EmployerJobList';
import { DashboardSection } from '../dashboard/DashboardSection';
import { useEmployerJobs } from './employerQueries';

const RECENT = 5;

const columns: DataTableColumn<EmployerJob>[] = [
  {
    key: 'title',
    header: 'Job',
    cell: (job) => <Link href={`/employer/jobs/new?edit=${job.id}`}>{job.title}</Link>,
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (job) => <StatusBadge status={job.lifecycle} label={lifecycleLabels[job.lifecycle]} />,
  },
  {
    key: 'applications',
    header: 'Applications',
    align: 'end',
    cell: (job) => formatNumber(job.applications),
  },
  { key: 'views', header: 'Views', align: 'end', cell: (job) => formatNumber(job.views) },
];

/** The company's newest jobs on the dashboard, with a way to the full list. */
export function RecentJobs() {
  const jobs = useEmployerJobs();
  return (
    <DashboardSection
      title="Recent job listings"
      link={{ href: '/employer/jobs', label: 'View all jobs' }}
    >
      <DataTable
        caption="Your newest jobs, with their applications and views"
        columns={columns}
        rows={(jobs.data ?? []).slice(0, RECENT)}
        getRowId={(job) => String(job.id)}
        loading={jobs.isPending}
        loadingRowCount={3}
        error={jobs.isError ? jobs.error.message : undefined}
        errorTitle="Your jobs could not be loaded."
        errorAction={
          <Button size="small" variant="soft" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        }
        emptyTitle="You have not posted a job yet"
        emptyDescription="Post your first job to start receiving applications."
        emptyAction={
          <ButtonLink href="/employer/jobs/new" size="small">
            Post a Job
          </ButtonLink>
        }
      />
    </DashboardSection>
  );
}
