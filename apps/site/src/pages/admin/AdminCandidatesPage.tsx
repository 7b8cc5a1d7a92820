import { useState } from 'react';
import { StatusBadge, type DataTableColumn } from '@globalhire/ui';
import {
  candidateStatuses,
  countryLabel,
  formatDate,
  listAdminCandidates,
  setAccountBlocked,
  setCandidateStatus,
  type AdminCandidate,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { BlockAccountDialog } from '../../features/admin/BlockAccountDialog';
import { PersonCell } from '../../features/admin/PersonCell';
import { adminMessages } from '../../features/admin/adminMessages';
import { useApplyAdminChange } from '../../features/admin/adminQueries';
import { candidateStatusLabels } from '../../features/admin/labels';
import { StatusListToolbar, useStatusList } from '../../features/admin/statusList';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { RowActionButton } from '../../features/admin/RowActionButton';

type CandidateStatus = AdminCandidate['candidate_status'];

const nameOf = (row: AdminCandidate) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? 'Candidate');
const locationOf = (row: AdminCandidate) =>
  [row.city, row.country ? countryLabel(row.country) : null].filter(Boolean).join(', ') || '—';

const columns: DataTableColumn<AdminCandidate>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <PersonCell name={nameOf(row)} email={row.email} href={`/admin/candidates/${row.id}`} />
    ),
  },
  { key: 'location', header: 'Location', cell: locationOf },
  {
    key: 'candidate_status',
    header: 'Status',
    nowrap: true,
    cell: (row) => <StatusBadge status={row.candidate_status} />,
  },
  { key: 'applications_count', header: 'Applications', align: 'end' },
  {
    key: 'created_at',
    header: 'Joined',
    nowrap: true,
    cell: (row) => formatDate(row.created_at),
  },
];

/** /admin/candidates: every candidate; approve pending ones, block and unblock. */
export default function AdminCandidatesPage() {
  const { list, result: candidates } = useStatusList(
    'candidates',
    candidateStatuses,
    listAdminCandidates,
  );
  const applyChange = useApplyAdminChange();
  const change = useAdminAction({
    write: (client, { row, status }: { row: AdminCandidate; status: CandidateStatus }) =>
      setCandidateStatus(client, row.id, status),
    onSaved: (saved) =>
      applyChange<AdminCandidate>('candidates', (row) =>
        row.id === saved.id && saved.candidate_status
          ? { ...row, candidate_status: saved.candidate_status }
          : row,
      ),
    notice: (_saved, { row, status }) =>
      status === 'blocked'
        ? adminMessages.candidate.blocked(nameOf(row))
        : row.candidate_status === 'blocked'
          ? adminMessages.candidate.unblocked(nameOf(row))
          : adminMessages.candidate.active(nameOf(row)),
  });

  // Blocking asks for a reason (the candidate is told it) and a confirmation.
  const [blocking, setBlocking] = useState<AdminCandidate | null>(null);
  const block = useAdminAction({
    write: (client, { row, reason }: { row: AdminCandidate; reason: string }) =>
      setAccountBlocked(client, row.id, true, reason),
    onSaved: (saved) =>
      applyChange<AdminCandidate>('candidates', (row) =>
        row.id === saved.id ? { ...row, candidate_status: 'blocked' } : row,
      ),
    notice: (_saved, { row }) => adminMessages.candidate.blocked(nameOf(row)),
  });

  const button = (row: AdminCandidate, status: CandidateStatus, label: string) => {
    const busy = change.pending?.row.id === row.id || block.pending?.row.id === row.id;
    const tone =
      status === 'blocked'
        ? 'critical'
        : status === 'active' && row.candidate_status === 'pending'
          ? 'positive'
          : 'neutral';
    return (
      <RowActionButton
        tone={tone}
        aria-label={`${label} ${nameOf(row)}`}
        loading={busy && change.pending?.status === status}
        disabled={busy}
        onClick={() => (status === 'blocked' ? setBlocking(row) : change.run({ row, status }))}
      >
        {label}
      </RowActionButton>
    );
  };

  return (
    <AdminPage
      title="Candidates List"
      intro="People looking for work abroad. Approve new candidates; block anyone who misuses the site."
    >
      <AdminDataTable<AdminCandidate>
        caption="Candidates"
        noun={['candidate', 'candidates']}
        result={candidates}
        list={list}
        columns={columns}
        getRowId={(row) => row.id}
        rowActions={{
          header: 'Actions',
          // Approve only on pending candidates (spec §2); a blocked candidate can be unblocked.
          cell: (row) => (
            <>
              {row.candidate_status === 'pending' ? button(row, 'active', 'Approve') : null}
              {row.candidate_status === 'blocked'
                ? button(row, 'active', 'Unblock')
                : button(row, 'blocked', 'Block')}
            </>
          ),
        }}
        toolbar={
          <StatusListToolbar
            list={list}
            searchLabel="Search candidates"
            searchPlaceholder="Name or email"
            statusLabels={candidateStatusLabels}
          />
        }
        emptyTitle="No candidates yet"
        emptyDescription="People who register as candidates appear here."
      />
      <BlockAccountDialog
        target={blocking && { name: nameOf(blocking), kind: 'candidate' }}
        saving={block.pending !== undefined}
        onClose={() => setBlocking(null)}
        onConfirm={(reason) =>
          blocking && block.run({ row: blocking, reason }, () => setBlocking(null))
        }
      />
    </AdminPage>
  );
}
