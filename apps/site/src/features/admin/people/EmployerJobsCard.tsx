import {
  Badge,
  DataTable,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@globalhire/ui';
import { formatDate, jobLifecycles, type AdminEmployerJob } from '@globalhire/data';
import { lifecycleLabels } from '../labels';
import { statusSummary } from './CandidateApplicationsCard';
import { SectionCard } from './SectionCard';
import { useAccountActivity, useEmployerJobs } from './peopleQueries';

const columns: DataTableColumn<AdminEmployerJob>[] = [
  { key: 'title', header: 'Job', cell: (job) => <Link href={`/jobs/${job.id}`}>{job.title}</Link> },
  {
    key: 'lifecycle',
    header: 'Status',
    nowrap: true,
    cell: (job) => <StatusBadge status={job.lifecycle} label={lifecycleLabels[job.lifecycle]} />,
  },
  {
    key: 'applications_count',
    header: 'Applications',
    align: 'end',
    cell: (job) =>
      job.new_applications_count > 0
        ? `${job.applications_count} (${job.new_applications_count} new)`
        : String(job.applications_count),
  },
  { key: 'created_at', header: 'Created', nowrap: true, cell: (job) => formatDate(job.created_at) },
  {
    key: 'expires_at',
    header: 'Visible until',
    nowrap: true,
    cell: (job) => (job.expires_at ? formatDate(job.expires_at) : '—'),
  },
];

/** Every job of the employer whatever its status, with the counts per status and applications received. */
export function EmployerJobsCard({ employerId }: { employerId: string }) {
  const jobs = useEmployerJobs(employerId);
  const activity = useAccountActivity(employerId);
  const counts = activity.data;
  return (
    <SectionCard title="Jobs" query={jobs} errorTitle="The jobs could not be loaded.">
      {({ rows, total }) => (
        <Stack space="medium">
          {counts && counts.jobsTotal > 0 ? (
            <Inline space="xsmall" aria-label="Jobs by status">
              {jobLifecycles
                .filter((lifecycle) => (counts.jobs[lifecycle] ?? 0) > 0)
                .map((lifecycle) => (
                  <Badge key={lifecycle} tone="neutral">
                    {`${lifecycleLabels[lifecycle]}: ${counts.jobs[lifecycle]}`}
                  </Badge>
                ))}
            </Inline>
          ) : null}
          {counts ? (
            <Text size="small" tone="muted">
              {`Applications received: ${statusSummary(counts.received, counts.receivedTotal, 'application')}.`}
            </Text>
          ) : null}
          {total > rows.length ? (
            <Text size="small" tone="muted">
              The newest {rows.length} of {total} jobs are listed.
            </Text>
          ) : null}
          <DataTable<AdminEmployerJob>
            caption="Jobs"
            columns={columns}
            rows={rows}
            getRowId={(job) => String(job.id)}
            emptyTitle="No jobs yet"
            emptyDescription="Jobs the employer saves or posts appear here, drafts included."
          />
        </Stack>
      )}
    </SectionCard>
  );
}
