import { DataTable, Link, Stack, StatusBadge, Text, type DataTableColumn } from '@globalhire/ui';
import {
  applicationStatuses,
  formatDate,
  type AccountActivity,
  type AdminCandidateApplication,
  type ApplicationStatus,
} from '@globalhire/data';
import { applicationStatusLabels } from '../labels';
import { SectionCard } from './SectionCard';
import { useAccountActivity, useCandidateApplications } from './peopleQueries';

const columns: DataTableColumn<AdminCandidateApplication>[] = [
  {
    key: 'job',
    header: 'Job',
    cell: (row) =>
      row.job ? (
        <Stack space="xxsmall">
          <Link href={`/jobs/${row.job.id}`}>{row.job.title}</Link>
          {row.proposal_id ? (
            <Text as="span" size="small" tone="muted">
              Sent by the recruitment team
            </Text>
          ) : null}
        </Stack>
      ) : (
        'Job removed'
      ),
  },
  {
    key: 'company',
    header: 'Company',
    cell: (row) =>
      row.job ? (
        <Link href={`/admin/employers/${row.job.company_id}`}>
          {row.job.company?.company_name ?? 'Employer'}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (row) => <StatusBadge status={row.status} label={applicationStatusLabels[row.status]} />,
  },
  { key: 'created_at', header: 'Applied', nowrap: true, cell: (row) => formatDate(row.created_at) },
  {
    key: 'updated_at',
    header: 'Last change',
    nowrap: true,
    cell: (row) => formatDate(row.updated_at),
  },
];

/** '3 applications: 1 new, 2 rejected', from the database's counts over every application. */
export function statusSummary(
  counts: Partial<Record<ApplicationStatus, number>>,
  total: number,
  noun: string,
): string {
  const parts = applicationStatuses
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status]} ${applicationStatusLabels[status].toLowerCase()}`);
  return `${total} ${total === 1 ? noun : `${noun}s`}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

function Summary({ activity, shown }: { activity: AccountActivity | undefined; shown: number }) {
  if (!activity) return null;
  return (
    <Text size="small" tone="muted">
      {statusSummary(activity.sent, activity.sentTotal, 'application')}
      {activity.sentTotal > shown ? `. The newest ${shown} are listed.` : '.'}
    </Text>
  );
}

/** Every application the candidate sent, newest first: the job, its company, where it stands. */
export function CandidateApplicationsCard({ candidateId }: { candidateId: string }) {
  const applications = useCandidateApplications(candidateId);
  const activity = useAccountActivity(candidateId);
  return (
    <SectionCard
      title="Applications"
      query={applications}
      errorTitle="The applications could not be loaded."
    >
      {({ rows }) => (
        <Stack space="medium">
          {rows.length > 0 ? <Summary activity={activity.data} shown={rows.length} /> : null}
          <DataTable<AdminCandidateApplication>
            caption="Applications"
            columns={columns}
            rows={rows}
            getRowId={(row) => String(row.id)}
            emptyTitle="No applications yet"
            emptyDescription="Jobs the candidate applies to appear here."
          />
        </Stack>
      )}
    </SectionCard>
  );
}
