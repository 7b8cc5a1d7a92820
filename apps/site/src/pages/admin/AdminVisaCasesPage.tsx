import { Badge, Link, type DataTableColumn } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  listAdminVisaCases,
  visaCaseStages,
  type AdminVisaCase,
  type VisaCaseStage,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { PersonCell } from '../../features/admin/PersonCell';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { useAdminList } from '../../features/admin/adminQueries';
import { optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';
import { useAuth } from '../../auth/AuthProvider';
import { personName, visaStageLabels, visaStageLooks } from '../../features/visa/visaLabels';

const assigneeLabels = { me: 'Taken by me', nobody: 'Not taken yet' } as const;

const columns: DataTableColumn<AdminVisaCase>[] = [
  {
    key: 'candidate',
    header: 'Candidate',
    cell: (row) => (
      <PersonCell
        name={personName(
          row.candidate_first_name,
          row.candidate_last_name,
          row.candidate_email ?? '—',
        )}
        email={row.candidate_email}
      />
    ),
  },
  {
    key: 'route',
    header: 'Destination and route',
    cell: (row) => (
      <Link href={`/admin/visa-cases/${row.id}`}>
        {countryLabel(row.destination_country)}: {row.visa_type}
      </Link>
    ),
  },
  {
    key: 'stage',
    header: 'Stage',
    nowrap: true,
    cell: (row) => (
      <Badge tone={visaStageLooks[row.stage].tone}>{visaStageLooks[row.stage].label}</Badge>
    ),
  },
  {
    key: 'progress',
    header: 'Steps',
    nowrap: true,
    cell: (row) =>
      row.steps_total > 0 ? `${row.steps_done} of ${row.steps_total}` : 'Not started',
  },
  {
    key: 'review',
    header: 'To review',
    nowrap: true,
    cell: (row) => (row.documents_to_review > 0 ? `${row.documents_to_review} uploaded` : '—'),
  },
  {
    key: 'assignee',
    header: 'Assignee',
    cell: (row) =>
      row.assigned_to ? personName(row.assignee_first_name, row.assignee_last_name) : 'Nobody',
  },
  {
    key: 'created_at',
    header: 'Requested',
    nowrap: true,
    cell: (row) => formatDate(row.created_at),
  },
];

/** /admin/visa-cases: every visa and relocation case, by stage, assignee and candidate. */
export default function AdminVisaCasesPage() {
  const adminId = useAuth().profile?.id;
  const list = useListState({
    filters: { stage: visaCaseStages, assignee: Object.keys(assigneeLabels) },
  });
  const cases = useAdminList(
    'visa-cases',
    {
      stage: (list.filters.stage || undefined) as VisaCaseStage | undefined,
      assignee: (list.filters.assignee || undefined) as 'me' | 'nobody' | undefined,
      adminId,
      search: list.search || undefined,
      page: list.page,
    },
    listAdminVisaCases,
  );
  return (
    <AdminPage
      title="Visa Cases"
      intro="Visa and relocation cases: take a new one, start it from a route template, request and review documents."
    >
      <AdminDataTable<AdminVisaCase>
        caption="Visa cases"
        noun={['case', 'cases']}
        result={cases}
        list={list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        toolbar={
          <ListToolbar
            searchLabel="Search cases"
            searchPlaceholder="Candidate name or email"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'stage',
                label: 'Stage',
                options: optionsOf('All stages', visaStageLabels),
                value: list.filters.stage ?? '',
                onChange: (value) => list.setFilter('stage', value),
              },
              {
                name: 'assignee',
                label: 'Assignee',
                options: optionsOf('Anyone', assigneeLabels),
                value: list.filters.assignee ?? '',
                onChange: (value) => list.setFilter('assignee', value),
              },
            ]}
          />
        }
        emptyTitle="No visa cases yet"
        emptyDescription="When a candidate asks for visa support, the request appears here."
      />
    </AdminPage>
  );
}
