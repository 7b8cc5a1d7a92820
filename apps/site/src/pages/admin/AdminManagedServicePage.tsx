import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  Link,
  Text,
  toast,
  type DataTableColumn,
} from '@globalhire/ui';
import { assignRecruiter, countryLabel, formatDate, type CaseloadEntry } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { PersonCell } from '../../features/admin/PersonCell';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { useMarkAdminStale } from '../../features/admin/adminQueries';
import { isNarrowed } from '../../features/admin/listParams';
import { optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';
import { ReassignDialog } from '../../features/admin/service/ReassignDialog';
import { serviceAdminNotices } from '../../features/admin/service/serviceAdminMessages';
import {
  enrolmentStatusLabels,
  enrolmentStatusTones,
  personName,
} from '../../features/admin/service/serviceLabels';
import {
  serviceAdminKeys,
  useCaseload,
  useRecruiters,
  type Recruiter,
} from '../../features/admin/service/serviceQueries';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

/** The recruiter filter's value for enrolments nobody has taken yet. */
const UNASSIGNED = 'none';
const isRecruiterFilter = (value: string) =>
  value === UNASSIGNED ||
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

const recruiterName = (row: CaseloadEntry) =>
  personName({ first_name: row.recruiter_first_name, last_name: row.recruiter_last_name });

const proposalWords = (row: CaseloadEntry) =>
  `${row.open_proposals ?? 0} open · ${row.approved_proposals ?? 0} approved`;

const columns: DataTableColumn<CaseloadEntry>[] = [
  {
    key: 'candidate',
    header: 'Candidate',
    cell: (row) => <PersonCell name={personName(row)} email={row.email} />,
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (row) => (
      <div className={styles.cellLines}>
        {row.status ? (
          <Badge tone={enrolmentStatusTones[row.status]}>{enrolmentStatusLabels[row.status]}</Badge>
        ) : null}
        {row.consented_at ? (
          <Text size="small" tone="muted">{`Consented ${formatDate(row.consented_at)}`}</Text>
        ) : null}
        {row.withdrawn_at ? (
          <Text size="small" tone="muted">{`Withdrew ${formatDate(row.withdrawn_at)}`}</Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'recruiter',
    header: 'Recruiter',
    cell: (row) =>
      row.recruiter_id ? recruiterName(row) : <Badge tone="caution">Not assigned</Badge>,
  },
  {
    key: 'target_countries',
    header: 'Destinations',
    cell: (row) => (row.target_countries ?? []).map(countryLabel).join(', ') || '—',
  },
  { key: 'proposals', header: 'Proposals', nowrap: true, cell: proposalWords },
];

/**
 * /admin/managed-service: every candidate enrolled in the managed service, with their consent,
 * recruiter, destinations and proposals. An admin assigns a recruiter to a new enrolment, or
 * moves a candidate to another recruiter's caseload.
 */
export default function AdminManagedServicePage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const list = useListState({
    filters: { status: ['active', 'withdrawn'], recruiter: isRecruiterFilter },
  });
  const caseload = useCaseload();
  const recruiters = useRecruiters();
  const [assigning, setAssigning] = useState<CaseloadEntry | null>(null);

  const assign = useMutation({
    mutationFn: async ({ row, recruiter }: { row: CaseloadEntry; recruiter: Recruiter }) =>
      unwrap(await assignRecruiter(client, row.candidate_id, recruiter.id)),
    onSuccess: (saved, { row, recruiter }) => {
      queryClient.setQueryData<CaseloadEntry[]>(serviceAdminKeys.caseload, (rows) =>
        rows?.map((entry) =>
          entry.candidate_id === saved.candidate_id
            ? {
                ...entry,
                recruiter_id: recruiter.id,
                recruiter_first_name: recruiter.first_name,
                recruiter_last_name: recruiter.last_name,
              }
            : entry,
        ),
      );
      // The caseload sizes the next choice shows.
      const active = row.status === 'active' ? 1 : 0;
      queryClient.setQueryData<Recruiter[]>(serviceAdminKeys.recruiters, (all) =>
        all?.map((r) => ({
          ...r,
          caseload:
            r.caseload +
            (r.id === recruiter.id ? active : 0) -
            (r.id === row.recruiter_id ? active : 0),
        })),
      );
      markStale();
      setAssigning(null);
      toast({
        ...serviceAdminNotices.recruiterAssigned(personName(row), personName(recruiter)),
        tone: 'positive',
      });
    },
  });

  const { status, recruiter } = list.filters;
  const rows = (caseload.data ?? []).filter(
    (row) =>
      (!status || row.status === status) &&
      (!recruiter ||
        (recruiter === UNASSIGNED ? !row.recruiter_id : row.recruiter_id === recruiter)),
  );
  const narrowed = isNarrowed(list);
  const noRecruiters = recruiters.isSuccess && recruiters.data.length === 0;

  return (
    <AdminPage
      title="Managed Service"
      intro="Every candidate who enrolled in the managed service, with their consent and recruiter. Assign each new enrolment to a recruiter; move candidates when a caseload grows too large."
    >
      {noRecruiters ? (
        <Alert tone="caution" title="There are no recruiter accounts yet.">
          New enrolments wait without a recruiter.{' '}
          <Link href="/admin/settings">Invite a recruiter from Settings / User Roles</Link>, then
          assign candidates to them here.
        </Alert>
      ) : null}
      <DataTable<CaseloadEntry>
        caption="Enrolments"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.candidate_id}
        loading={caseload.isPending}
        error={caseload.isError ? caseload.error.message : undefined}
        errorTitle="The enrolments could not be loaded."
        errorAction={<RetryButton query={caseload} />}
        emptyTitle={narrowed ? 'No enrolments match these filters.' : 'No enrolments yet.'}
        emptyDescription={
          narrowed
            ? undefined
            : 'Candidates who enrol in the managed service from their dashboard appear here.'
        }
        emptyAction={
          narrowed ? (
            <Button size="small" variant="soft" onClick={() => list.clear()}>
              Clear filters
            </Button>
          ) : undefined
        }
        aria-busy={caseload.isFetching || undefined}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All statuses', enrolmentStatusLabels),
                value: status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
              {
                name: 'recruiter',
                label: 'Recruiter',
                options: [
                  { value: '', label: 'All recruiters' },
                  { value: UNASSIGNED, label: 'Not assigned' },
                  ...(recruiters.data ?? []).map((r) => ({ value: r.id, label: personName(r) })),
                ],
                value: recruiter ?? '',
                onChange: (value) => list.setFilter('recruiter', value),
              },
            ]}
          />
        }
        rowActions={{
          header: 'Actions',
          cell: (row) =>
            row.status === 'active' ? (
              <RowActionButton
                tone="neutral"
                icon={<UserCog aria-hidden />}
                aria-label={`${row.recruiter_id ? 'Reassign' : 'Assign'} ${personName(row)}`}
                disabled={!recruiters.isSuccess}
                onClick={() => {
                  assign.reset();
                  setAssigning(row);
                }}
              >
                {row.recruiter_id ? 'Reassign' : 'Assign'}
              </RowActionButton>
            ) : null,
        }}
      />
      <ReassignDialog
        enrolment={assigning}
        recruiters={recruiters.data ?? []}
        saving={assign.isPending}
        error={assign.isError ? assign.error.message : null}
        onConfirm={(chosen) => assigning && assign.mutate({ row: assigning, recruiter: chosen })}
        onClose={() => setAssigning(null)}
      />
    </AdminPage>
  );
}
