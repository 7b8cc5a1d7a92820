import { DataTable, Link, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import { accountAuditLimit, type AuditEntry } from '@globalhire/data';
import { AuditChange } from '../audit/AuditChange';
import { actionLabel, auditSubjectLabels, formatValue, subjectHref } from '../audit/auditLabels';
import { PersonCell } from '../PersonCell';
import { SectionCard } from './SectionCard';
import { useAccountAudit } from './peopleQueries';

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
    header: 'By',
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
      // The account itself is the page being read: no link back to it.
      const href = entry.subject_table === 'profiles' ? null : subjectHref(entry);
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
  { key: 'change', header: 'Before → after', cell: (entry) => <AuditChange entry={entry} /> },
];

/**
 * What admins (and, in the managed service, the candidate) did to the account and to what it
 * owns, newest first, as the database recorded it.
 */
export function AccountAuditCard({ accountId }: { accountId: string }) {
  const audit = useAccountAudit(accountId);
  return (
    <SectionCard
      title="Audit history"
      action={<Link href="/admin/audit">Audit Trail</Link>}
      query={audit}
      errorTitle="The audit history could not be loaded."
    >
      {(entries) => (
        <Stack space="medium">
          {entries.length >= accountAuditLimit ? (
            <Text size="small" tone="muted">
              The newest {accountAuditLimit} entries. The Audit Trail has every entry.
            </Text>
          ) : null}
          <DataTable<AuditEntry>
            caption="Audit history"
            columns={columns}
            rows={entries}
            getRowId={(entry) => String(entry.id)}
            emptyTitle="No actions recorded yet"
            emptyDescription="Admin actions on this account and on what it owns appear here."
          />
        </Stack>
      )}
    </SectionCard>
  );
}
