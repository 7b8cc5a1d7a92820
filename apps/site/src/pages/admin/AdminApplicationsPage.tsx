import { Link, StatusBadge, type DataTableColumn } from '@globalhire/ui';
import {
  applicationStatuses,
  formatDate,
  listAdminApplications,
  type AdminApplication,
  type ApplicationStatus,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { PersonCell } from '../../features/admin/PersonCell';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { useAdminList } from '../../features/admin/adminQueries';
import { applicationStatusLabels, optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';

// Admins read every profile: an application without one is kept from a deleted account.
const candidateName = (row: AdminApplication) =>
  row.candidate
    ? [row.candidate.first_name, row.candidate.last_name].filter(Boolean).join(' ') ||
      (row.candidate.email ?? '—')
    : 'Deleted candidate';

const columns: DataTableColumn<AdminApplication>[] = [
  {
    key: 'job',
    header: 'Job',
    cell: (row) => (row.job ? <Link href={`/jobs/${row.job.id}`}>{row.job.title}</Link> : '—'),
  },
  { key: 'company', header: 'Company', cell: (row) => row.job?.company?.company_name ?? '—' },
  {
    key: 'candidate',
    header: 'Candidate',
    cell: (row) => <PersonCell name={candidateName(row)} email={row.candidate?.email ?? null} />,
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (row) => <StatusBadge status={row.status} label={applicationStatusLabels[row.status]} />,
  },
  {
    key: 'created_at',
    header: 'Applied',
    nowrap: true,
    cell: (row) => formatDate(row.created_at),
  },
];

/** /admin/applications: every application, where it stands and when it came, by status. */
export default function AdminApplicationsPage() {
  const list = useListState({ filters: { status: applicationStatuses } });
  const applications = useAdminList(
    'applications',
    {
      status: (list.filters.status || undefined) as ApplicationStatus | undefined,
      page: list.page,
    },
    listAdminApplications,
  );
  return (
    <AdminPage
      title="Applications"
      intro="Every application on GlobalHire and where it stands in the employer's pipeline."
    >
      <AdminDataTable<AdminApplication>
        caption="Applications"
        noun={['application', 'applications']}
        result={applications}
        list={list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All statuses', applicationStatusLabels),
                value: list.filters.status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
            ]}
          />
        }
        emptyTitle="No applications yet"
        emptyDescription="Applications candidates send to jobs appear here."
      />
    </AdminPage>
  );
}
