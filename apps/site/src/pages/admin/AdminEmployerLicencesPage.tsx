import { useRef, useState } from 'react';
import { BadgeCheck, Ban, CalendarX } from 'lucide-react';
import { Badge, ButtonLink, Link, Text, type DataTableColumn } from '@globalhire/ui';
import {
  formatDate,
  licenceStatuses,
  listEmployerLicences,
  setEmployerLicenceStatus,
  type EmployerLicence,
  type LicenceDecision,
  type LicenceStatus,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { useAdminList, useApplyAdminChange } from '../../features/admin/adminQueries';
import { optionsOf } from '../../features/admin/labels';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useListState } from '../../features/admin/useListState';
import { RevokeLicenceDialog } from '../../features/admin/visa/RevokeLicenceDialog';
import { useRefocus } from '../../features/admin/visa/useRefocus';
import {
  licenceKindLabels,
  licenceStatusLabels,
  licenceStatusTones,
} from '../../features/admin/visa/visaCatalogueLabels';
import { visaCatalogueNotices } from '../../features/admin/visa/visaCatalogueMessages';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

const companyOf = (row: EmployerLicence) => row.employer?.company_name ?? 'The employer';

const actionId = (row: Pick<EmployerLicence, 'id'>, action: 'verify' | 'expire' | 'revoke') =>
  `licence-${row.id}-${action}`;

/**
 * After a decision the button used may be gone (a verified licence has no Verify): the row's
 * first action, or the status filter when the row has none left.
 */
const focusTargetOf = (row: Pick<EmployerLicence, 'id'>): HTMLElement | null =>
  (['verify', 'expire', 'revoke'] as const)
    .map((action) => document.getElementById(actionId(row, action)))
    .find((element) => element !== null) ??
  document.querySelector<HTMLElement>('select[name="status"]');

const columns: DataTableColumn<EmployerLicence>[] = [
  {
    key: 'employer',
    header: 'Licence',
    cell: (row) => (
      <div className={styles.cellLines}>
        {row.employer?.slug ? (
          <Link href={`/employers/${row.employer.slug}`}>{companyOf(row)}</Link>
        ) : (
          <Text size="small">{companyOf(row)}</Text>
        )}
        <Text size="small" tone="muted">
          {licenceKindLabels[row.kind]}
        </Text>
        <Text size="small" tone="muted">
          {row.licence_number ? `No. ${row.licence_number}` : 'No number given'}
        </Text>
      </div>
    ),
  },
  {
    key: 'routes',
    header: 'Routes',
    cell: (row) => (row.routes.length ? row.routes.join(', ') : '—'),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Badge tone={licenceStatusTones[row.status]}>{licenceStatusLabels[row.status]}</Badge>
        {row.admin_note ? (
          <Text size="small" tone="muted">
            {row.admin_note}
          </Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'expires_on',
    header: 'Expires on',
    cell: (row) => (row.expires_on ? formatDate(row.expires_on) : '—'),
  },
  {
    key: 'verified_at',
    header: 'Verified on',
    cell: (row) => (row.verified_at ? formatDate(row.verified_at) : '—'),
  },
];

/**
 * /admin/employer-licences: employers' licences to sponsor (UK sponsor, NZ accreditation, AU
 * sponsor). An admin checks a claim against the public register and verifies it, marks a licence
 * expired, or revokes it with a reason; verdicts count verified licences only.
 */
export default function AdminEmployerLicencesPage() {
  const list = useListState({ filters: { status: licenceStatuses } });
  const licences = useAdminList(
    'employer-licences',
    { status: (list.filters.status || undefined) as LicenceStatus | undefined, page: list.page },
    listEmployerLicences,
  );
  const applyChange = useApplyAdminChange();
  const [revoking, setRevoking] = useState<EmployerLicence | null>(null);
  // The licence the revoke dialog was last opened for, to place focus once it has closed.
  const lastRevoking = useRef<EmployerLicence | null>(null);
  const decide = useAdminAction({
    write: (
      client,
      { row, status, reason }: { row: EmployerLicence; status: LicenceDecision; reason?: string },
    ) => setEmployerLicenceStatus(client, row.id, status, reason),
    onSaved: (saved) => {
      applyChange<EmployerLicence>('employer-licences', (row) =>
        row.id === saved.id ? saved : row,
      );
      refocus(() => focusTargetOf(saved));
    },
    notice: (_saved, { row, status }) => visaCatalogueNotices.licence[status](companyOf(row)),
  });
  // Once the row shows its new status: focus stays in the row if the button used has left it.
  const refocus = useRefocus(licences.data, decide.pending !== undefined);
  const busy = (row: EmployerLicence, status: LicenceDecision) =>
    decide.pending?.row.id === row.id && decide.pending.status === status;

  return (
    <AdminPage
      title="Employer Licences"
      intro="Employers' licences to sponsor workers. Check a claim against the official register before verifying it; verdicts count verified licences only."
      action={
        <ButtonLink href="/admin/employer-licences/import" variant="outline" tone="neutral">
          Import the UK register
        </ButtonLink>
      }
    >
      <AdminDataTable<EmployerLicence>
        caption="Employer licences"
        noun={['licence', 'licences']}
        result={licences}
        list={list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <>
              {row.status === 'claimed' || row.status === 'expired' ? (
                <RowActionButton
                  id={actionId(row, 'verify')}
                  tone="positive"
                  icon={<BadgeCheck aria-hidden />}
                  aria-label={`Verify ${companyOf(row)}'s licence`}
                  loading={busy(row, 'verified')}
                  onClick={() => decide.run({ row, status: 'verified' })}
                >
                  Verify
                </RowActionButton>
              ) : null}
              {row.status === 'verified' ? (
                <RowActionButton
                  id={actionId(row, 'expire')}
                  tone="neutral"
                  icon={<CalendarX aria-hidden />}
                  aria-label={`Mark expired: ${companyOf(row)}'s licence`}
                  loading={busy(row, 'expired')}
                  onClick={() => decide.run({ row, status: 'expired' })}
                >
                  Mark expired
                </RowActionButton>
              ) : null}
              {row.status !== 'revoked' ? (
                <RowActionButton
                  id={actionId(row, 'revoke')}
                  tone="critical"
                  icon={<Ban aria-hidden />}
                  aria-label={`Revoke ${companyOf(row)}'s licence`}
                  onClick={() => {
                    lastRevoking.current = row;
                    setRevoking(row);
                  }}
                >
                  Revoke
                </RowActionButton>
              ) : null}
            </>
          ),
        }}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All statuses', licenceStatusLabels),
                value: list.filters.status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
            ]}
          />
        }
        emptyTitle="No licences yet"
        emptyDescription="Licences employers claim on their company profile appear here to be checked."
      />
      <RevokeLicenceDialog
        licence={revoking}
        saving={revoking !== null && decide.pending?.row.id === revoking.id}
        onConfirm={(reason) =>
          revoking &&
          decide.run({ row: revoking, status: 'revoked', reason }, () => setRevoking(null))
        }
        onClose={() => setRevoking(null)}
        focusAfterClose={() => (lastRevoking.current ? focusTargetOf(lastRevoking.current) : null)}
      />
    </AdminPage>
  );
}
