import { useState } from 'react';
import { BadgeCheck, Ban, RotateCcw } from 'lucide-react';
import { Link, StatusBadge, type DataTableColumn } from '@globalhire/ui';
import {
  employerStatuses,
  formatDate,
  listAdminEmployers,
  setAccountBlocked,
  setEmployerStatus,
  type AdminEmployer,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { BlockAccountDialog } from '../../features/admin/BlockAccountDialog';
import { PlanRequests } from '../../features/admin/PlanRequests';
import { adminMessages } from '../../features/admin/adminMessages';
import { useApplyAdminChange } from '../../features/admin/adminQueries';
import { employerStatusLabels } from '../../features/admin/labels';
import { StatusListToolbar, useStatusList } from '../../features/admin/statusList';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { RowActionButton } from '../../features/admin/RowActionButton';

const columns: DataTableColumn<AdminEmployer>[] = [
  {
    key: 'company_name',
    header: 'Company',
    // The admin's review page of the company; it links on to the public page.
    cell: (row) => (
      <Link href={`/admin/employers/${row.id}`}>{row.company_name || 'Unnamed company'}</Link>
    ),
  },
  {
    key: 'employer_status',
    header: 'Status',
    nowrap: true,
    // A blocked employer keeps its status (verified, premium…) for when it is unblocked.
    cell: (row) =>
      row.blocked_at ? (
        <StatusBadge status="blocked" />
      ) : (
        <StatusBadge status={row.employer_status} />
      ),
  },
  { key: 'active_jobs', header: 'Active Jobs', align: 'end' },
  { key: 'total_hires', header: 'Total Hires', align: 'end' },
  {
    key: 'created_at',
    header: 'Joined',
    nowrap: true,
    cell: (row) => formatDate(row.created_at),
  },
];

/** /admin/employers: plan requests to confirm, then every employer with its status, live jobs and hires; verify pending ones. */
export default function AdminEmployersPage() {
  const { list, result: employers } = useStatusList(
    'employers',
    employerStatuses,
    listAdminEmployers,
  );
  const applyChange = useApplyAdminChange();
  const verify = useAdminAction({
    write: (client, employer: AdminEmployer) => setEmployerStatus(client, employer.id, 'verified'),
    onSaved: (saved) =>
      applyChange<AdminEmployer>('employers', (row) =>
        row.id === saved.id && saved.employer_status
          ? { ...row, employer_status: saved.employer_status }
          : row,
      ),
    notice: (_saved, employer) =>
      adminMessages.employerVerified(employer.company_name ?? 'The employer'),
  });

  const [blocking, setBlocking] = useState<AdminEmployer | null>(null);
  const block = useAdminAction({
    write: (
      client,
      { row, blocked, reason }: { row: AdminEmployer; blocked: boolean; reason?: string },
    ) => setAccountBlocked(client, row.id, blocked, reason),
    onSaved: (saved) =>
      applyChange<AdminEmployer>('employers', (row) =>
        row.id === saved.id ? { ...row, blocked_at: saved.blocked_at } : row,
      ),
    notice: (_saved, { row, blocked }) =>
      blocked
        ? adminMessages.employerBlocked(row.company_name ?? 'The employer')
        : adminMessages.employerUnblocked(row.company_name ?? 'The employer'),
  });
  const blockButton = (row: AdminEmployer) => {
    const blocked = row.blocked_at !== null;
    const label = blocked ? 'Unblock' : 'Block';
    return (
      <RowActionButton
        tone={blocked ? 'neutral' : 'critical'}
        icon={blocked ? <RotateCcw aria-hidden /> : <Ban aria-hidden />}
        aria-label={`${label} ${row.company_name ?? 'employer'}`}
        loading={block.pending?.row.id === row.id}
        // Blocking asks for a reason and a confirmation first; unblocking gives everything back.
        onClick={() => (blocked ? block.run({ row, blocked: false }) : setBlocking(row))}
      >
        {label}
      </RowActionButton>
    );
  };

  return (
    <AdminPage
      title="Employers List"
      intro="Companies hiring on GlobalHire. Verify new employers once you have checked them (their approved jobs go live only then), confirm the plans they ask for, and block a company that misuses the site, with a reason it is told (its jobs leave the site and its upcoming interviews are cancelled; its data is kept)."
    >
      <PlanRequests />
      <AdminDataTable<AdminEmployer>
        caption="Employers"
        noun={['employer', 'employers']}
        result={employers}
        list={list}
        columns={columns}
        getRowId={(row) => row.id}
        rowActions={{
          header: 'Actions',
          // Approve shows only on pending employers (spec §2): approving verifies the company.
          // Block hides the company's jobs and stops it posting; Unblock gives everything back.
          cell: (row) => (
            <>
              {row.employer_status === 'pending' && !row.blocked_at ? (
                <RowActionButton
                  tone="positive"
                  icon={<BadgeCheck aria-hidden />}
                  aria-label={`Approve ${row.company_name ?? 'employer'}`}
                  loading={verify.pending?.id === row.id}
                  onClick={() => verify.run(row)}
                >
                  Approve
                </RowActionButton>
              ) : null}
              {blockButton(row)}
            </>
          ),
        }}
        toolbar={
          <StatusListToolbar
            list={list}
            searchLabel="Search employers"
            searchPlaceholder="Company name"
            statusLabels={employerStatusLabels}
          />
        }
        emptyTitle="No employers yet"
        emptyDescription="Companies that register as employers appear here."
      />
      <BlockAccountDialog
        target={blocking && { name: blocking.company_name ?? 'this employer', kind: 'employer' }}
        saving={block.pending?.blocked === true}
        onClose={() => setBlocking(null)}
        onConfirm={(reason) =>
          blocking && block.run({ row: blocking, blocked: true, reason }, () => setBlocking(null))
        }
      />
    </AdminPage>
  );
}
