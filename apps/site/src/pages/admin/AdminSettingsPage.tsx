import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, MailPlus, UserCog } from 'lucide-react';
import { Badge, Button, type DataTableColumn } from '@globalhire/ui';
import {
  formatDate,
  listUserAccounts,
  resetStaffSecondFactor,
  setUserRole,
  userTypes,
  type UserAccount,
  type UserType,
} from '@globalhire/data';
import { useAuth } from '../../auth/AuthProvider';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { PersonCell } from '../../features/admin/PersonCell';
import { ChangeRoleDialog, article } from '../../features/admin/ChangeRoleDialog';
import { InviteUserDialog } from '../../features/admin/InviteUserDialog';
import { PendingInvitations, pendingInvitationsKey } from '../../features/admin/PendingInvitations';
import { ResetSecondFactorDialog } from '../../features/admin/ResetSecondFactorDialog';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { adminMessages } from '../../features/admin/adminMessages';
import {
  useAdminList,
  useApplyAdminChange,
  useRefreshAdminList,
} from '../../features/admin/adminQueries';
import { optionsOf, roleLabels } from '../../features/admin/labels';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useListState } from '../../features/admin/useListState';
import { RowActionButton } from '../../features/admin/RowActionButton';

const nameOf = (row: UserAccount) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? 'This account');
const roleTone = { admin: 'critical', employer: 'info', candidate: 'neutral', recruiter: 'brand' } as const;
/** The roles that sign in with a second factor, which another admin can reset. */
const usesSecondFactor = (row: UserAccount) => row.user_type === 'admin' || row.user_type === 'recruiter';

/** /admin/settings: every account and its role; an admin changes a role after confirming it. */
export default function AdminSettingsPage() {
  const { profile } = useAuth();
  const list = useListState({ filters: { role: userTypes } });
  const accounts = useAdminList(
    'accounts',
    {
      search: list.search,
      role: (list.filters.role || undefined) as UserType | undefined,
      page: list.page,
    },
    listUserAccounts,
  );
  const [editing, setEditing] = useState<UserAccount | null>(null);
  const [inviting, setInviting] = useState(false);
  const [resetting, setResetting] = useState<UserAccount | null>(null);
  // The invited person's account exists at once (its profile too): show it in the list.
  const refreshAccounts = useRefreshAdminList('accounts');
  const queryClient = useQueryClient();
  const invited = () => {
    refreshAccounts();
    void queryClient.invalidateQueries({ queryKey: pendingInvitationsKey });
  };
  const applyChange = useApplyAdminChange();
  const changeRole = useAdminAction({
    write: (client, { account, role }: { account: UserAccount; role: UserType }) =>
      setUserRole(client, account.id, role),
    onSaved: (saved) => {
      applyChange<UserAccount>('accounts', (row) =>
        row.id === saved.id ? { ...row, user_type: saved.user_type } : row,
      );
      setEditing(null);
    },
    notice: (saved, { account }) =>
      adminMessages.roleChanged(nameOf(account), article(roleLabels[saved.user_type])),
  });

  const resetFactor = useAdminAction({
    write: (client, account: UserAccount) => resetStaffSecondFactor(client, account.id),
    notice: (_saved, account) => adminMessages.secondFactorReset(nameOf(account)),
  });

  const columns: DataTableColumn<UserAccount>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <PersonCell
          name={nameOf(row)}
          email={row.email}
          note={row.id === profile?.id ? '(you)' : undefined}
        />
      ),
    },
    { key: 'company_name', header: 'Company', cell: (row) => row.company_name ?? '—' },
    {
      key: 'user_type',
      header: 'Role',
      nowrap: true,
      cell: (row) => <Badge tone={roleTone[row.user_type]}>{roleLabels[row.user_type]}</Badge>,
    },
    {
      key: 'created_at',
      header: 'Joined',
      nowrap: true,
      cell: (row) => formatDate(row.created_at),
    },
  ];

  return (
    <AdminPage
      title="Settings / User Roles"
      intro="Every account and its role. Only admins can change a role, and you cannot change your own."
      action={
        <Button icon={<MailPlus aria-hidden />} onClick={() => setInviting(true)}>
          Invite by email
        </Button>
      }
    >
      <AdminDataTable<UserAccount>
        caption="Accounts"
        noun={['account', 'accounts']}
        result={accounts}
        list={list}
        columns={columns}
        getRowId={(row) => row.id}
        rowActions={{
          header: 'Actions',
          // Your own role stays: an admin who demoted themselves would lock themselves out.
          // Your own second factor is reset by another admin, never by yourself.
          cell: (row) =>
            row.id === profile?.id ? null : (
              <>
                <RowActionButton
                  tone="neutral"
                  icon={<UserCog aria-hidden />}
                  aria-label={`Change role: ${nameOf(row)}`}
                  onClick={() => setEditing(row)}
                >
                  Change role
                </RowActionButton>
                {usesSecondFactor(row) ? (
                  <RowActionButton
                    tone="critical"
                    icon={<KeyRound aria-hidden />}
                    aria-label={`Reset second factor: ${nameOf(row)}`}
                    onClick={() => setResetting(row)}
                  >
                    Reset second factor
                  </RowActionButton>
                ) : null}
              </>
            ),
        }}
        toolbar={
          <ListToolbar
            searchLabel="Search accounts"
            searchPlaceholder="Name, company or email"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'role',
                label: 'Role',
                options: optionsOf('All roles', roleLabels),
                value: list.filters.role ?? '',
                onChange: (value) => list.setFilter('role', value),
              },
            ]}
          />
        }
        emptyTitle="No accounts yet"
        emptyDescription="Everyone who registers appears here."
      />
      <ChangeRoleDialog
        account={editing}
        accountName={editing ? nameOf(editing) : ''}
        saving={changeRole.pending !== undefined}
        onConfirm={(role) => editing && changeRole.run({ account: editing, role })}
        onClose={() => setEditing(null)}
      />
      <ResetSecondFactorDialog
        account={resetting}
        accountName={resetting ? nameOf(resetting) : ''}
        saving={resetFactor.pending !== undefined}
        onConfirm={() => resetting && resetFactor.run(resetting, () => setResetting(null))}
        onClose={() => setResetting(null)}
      />
      <PendingInvitations />
      <InviteUserDialog open={inviting} onOpenChange={setInviting} onInvited={invited} />
    </AdminPage>
  );
}
