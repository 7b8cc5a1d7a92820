import { Link, Stack, Text, TextInput, type DataTableColumn } from '@globalhire/ui';
import {
  auditActions,
  auditSubjects,
  isAuditDay,
  listAuditEntries,
  type AuditAction,
  type AuditEntry,
  type AuditSubject,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { PersonCell } from '../../features/admin/PersonCell';
import { useAdminList } from '../../features/admin/adminQueries';
import { optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';
import { AuditChange } from '../../features/admin/audit/AuditChange';
import {
  actionLabel,
  auditActionLabels,
  auditSubjectLabels,
  formatValue,
  subjectHref,
} from '../../features/admin/audit/auditLabels';
import * as styles from '../../features/admin/audit/audit.css';

const subjectName = (entry: AuditEntry) =>
  (auditSubjectLabels as Record<string, string>)[entry.subject_table] ?? entry.subject_table;

const columns: DataTableColumn<AuditEntry>[] = [
  {
    key: 'created_at',
    header: 'When',
    nowrap: true,
    cell: (entry) => formatValue(entry.created_at),
  },
  {
    key: 'actor',
    header: 'Admin',
    cell: (entry) => (
      <PersonCell
        name={entry.actor_name ?? entry.actor_email ?? 'Admin'}
        email={entry.actor_email}
      />
    ),
  },
  {
    key: 'action',
    header: 'Action',
    cell: (entry) => {
      const href = subjectHref(entry);
      const label = entry.subject_label || `#${entry.subject_id}`;
      return (
        <Stack space="xxsmall">
          <Text as="span" size="small" weight="semibold">
            {actionLabel(entry.action)}
          </Text>
          <Text as="span" size="small" tone="muted">
            {subjectName(entry)}: {href ? <Link href={href}>{label}</Link> : label}
          </Text>
        </Stack>
      );
    },
  },
  {
    key: 'change',
    header: 'Before → after',
    cell: (entry) => <AuditChange entry={entry} />,
  },
];

/**
 * /admin/audit: every admin and moderation action, newest first, as the database recorded it.
 * Read-only: no one can write or change the trail, admins included.
 */
export default function AdminAuditPage() {
  const list = useListState({
    filters: { action: auditActions, subject: auditSubjects, from: isAuditDay, to: isAuditDay },
  });
  const { action, subject, from, to } = list.filters;
  const backwards = Boolean(from && to && to < from);
  const entries = useAdminList(
    'audit',
    {
      actor: list.search,
      action: (action || undefined) as AuditAction | undefined,
      subject: (subject || undefined) as AuditSubject | undefined,
      from: from || undefined,
      to: to || undefined,
      page: list.page,
    },
    listAuditEntries,
  );

  return (
    <AdminPage
      title="Audit Trail"
      intro="Every admin and moderation action, newest first: who did it, when, and what changed. Entries are written by the database and cannot be edited or removed."
    >
      <AdminDataTable<AuditEntry>
        caption="Audit trail"
        noun={['entry', 'entries']}
        result={entries}
        list={list}
        columns={columns}
        getRowId={(entry) => String(entry.id)}
        toolbar={
          <ListToolbar
            searchLabel="Admin"
            searchPlaceholder="Name or email of the admin"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'action',
                label: 'Action',
                options: optionsOf('All actions', auditActionLabels),
                value: action ?? '',
                onChange: (value) => list.setFilter('action', value),
              },
              {
                name: 'subject',
                label: 'Subject',
                options: optionsOf('All subjects', auditSubjectLabels),
                value: subject ?? '',
                onChange: (value) => list.setFilter('subject', value),
              },
            ]}
          >
            <TextInput
              className={styles.date}
              type="date"
              label="From (UTC)"
              value={from ?? ''}
              max={to || undefined}
              onChange={(event) => list.setFilter('from', event.target.value)}
            />
            <TextInput
              className={styles.date}
              type="date"
              label="To (UTC)"
              value={to ?? ''}
              min={from || undefined}
              error={backwards ? 'Choose a day on or after the "From" day.' : undefined}
              onChange={(event) => list.setFilter('to', event.target.value)}
            />
          </ListToolbar>
        }
        emptyTitle="No actions recorded yet"
        emptyDescription="When an admin approves, blocks, verifies, publishes or changes a case, it appears here."
      />
    </AdminPage>
  );
}
