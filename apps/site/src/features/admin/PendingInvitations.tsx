import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Badge, DataTable, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import {
  formatDate,
  listPendingInvitations,
  resendInvitation,
  type PendingInvitation,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { adminKey } from './adminQueries';
import { roleLabels } from './labels';
import { PersonCell } from './PersonCell';
import { RetryButton } from './RetryButton';
import { RowActionButton } from './RowActionButton';
import { useAdminAction } from './useAdminAction';

export const pendingInvitationsKey = [adminKey, 'pendingInvitations'];

const nameOf = (row: PendingInvitation) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;

const columns: DataTableColumn<PendingInvitation>[] = [
  {
    key: 'name',
    header: 'Invited',
    cell: (row) => <PersonCell name={nameOf(row)} email={row.email} />,
  },
  { key: 'company_name', header: 'Company', cell: (row) => row.company_name ?? '—' },
  {
    key: 'user_type',
    header: 'Role',
    nowrap: true,
    cell: (row) => <Badge tone="neutral">{roleLabels[row.user_type]}</Badge>,
  },
  {
    key: 'invited_at',
    header: 'Sent',
    nowrap: true,
    cell: (row) => (
      <Stack space="xsmall">
        <Text>{formatDate(row.invited_at)}</Text>
        <Text size="small" tone="muted">
          {row.link_opened ? 'Link opened, no password chosen' : 'Link not opened yet'}
        </Text>
      </Stack>
    ),
  },
];

/**
 * Invitations nobody has taken up: the person never chose a password. An admin sends one again
 * when its link was lost, used or expired.
 */
export function PendingInvitations() {
  const client = useSupabase();
  const invitations = useQuery({
    queryKey: pendingInvitationsKey,
    queryFn: async () => unwrap(await listPendingInvitations(client)),
  });
  const resend = useAdminAction({
    write: (c, row: PendingInvitation) => resendInvitation(c, row.email),
    notice: (_sent, row) => ({
      title: 'Invitation sent again',
      description: `${row.email} has a new email with a link to choose a password.`,
    }),
  });

  return (
    <DataTable<PendingInvitation>
      caption="Pending invitations"
      captionVisible
      columns={columns}
      rows={invitations.data ?? []}
      getRowId={(row) => row.id}
      loading={invitations.isPending}
      loadingRowCount={2}
      error={invitations.isError ? invitations.error.message : undefined}
      errorTitle="The pending invitations could not be loaded."
      errorAction={<RetryButton query={invitations} />}
      emptyTitle="No invitations waiting"
      emptyDescription="An invitation waits here until its person chooses a password; you can send it again meanwhile."
      rowActions={{
        header: 'Actions',
        cell: (row) => (
          <RowActionButton
            icon={<Send aria-hidden />}
            aria-label={`Resend invitation: ${nameOf(row)}`}
            loading={resend.pending?.id === row.id}
            disabled={resend.pending !== undefined}
            onClick={() => resend.run(row)}
          >
            Resend invitation
          </RowActionButton>
        ),
      }}
    />
  );
}
