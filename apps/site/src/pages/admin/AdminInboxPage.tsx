import { Check, Undo2 } from 'lucide-react';
import { Link, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import {
  contactMessageStates,
  formatDate,
  listContactMessages,
  type ContactMessage,
  type ContactMessageState,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { PersonCell } from '../../features/admin/PersonCell';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { useAdminList } from '../../features/admin/adminQueries';
import { optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';
import { MessageStateBadge } from '../../features/admin/inbox/MessageStateBadge';
import { messageStateLabels } from '../../features/admin/inbox/inboxLabels';
import { useSetHandled } from '../../features/admin/inbox/useSetHandled';

const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 90).trimEnd()}…` : text);

const columns: DataTableColumn<ContactMessage>[] = [
  {
    key: 'subject',
    header: 'Message',
    cell: (message) => (
      <Stack space="xxsmall">
        <Link href={`/admin/inbox/${message.id}`}>{message.subject}</Link>
        <Text as="span" size="small" tone="muted">
          {preview(message.message.replace(/\s+/g, ' '))}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'name',
    header: 'From',
    cell: (message) => <PersonCell name={message.name} email={message.email} />,
  },
  {
    key: 'handled',
    header: 'Status',
    nowrap: true,
    cell: (message) => <MessageStateBadge handled={message.handled} />,
  },
  {
    key: 'created_at',
    header: 'Received',
    nowrap: true,
    cell: (message) => formatDate(message.created_at),
  },
];

/** /admin/inbox: the contact form's messages, new ones first; read, mark handled, answer. */
export default function AdminInboxPage() {
  const list = useListState({ filters: { status: contactMessageStates } });
  const messages = useAdminList(
    'inbox',
    {
      search: list.search,
      state: (list.filters.status || undefined) as ContactMessageState | undefined,
      page: list.page,
    },
    listContactMessages,
  );
  const handling = useSetHandled();

  return (
    <AdminPage
      title="Inbox"
      intro="Messages sent through the contact form, new ones first. Open one to read it and reply by email."
    >
      <AdminDataTable<ContactMessage>
        caption="Contact messages"
        noun={['message', 'messages']}
        result={messages}
        list={list}
        columns={columns}
        getRowId={(message) => String(message.id)}
        rowActions={{
          header: 'Actions',
          cell: (message) => {
            const label = message.handled ? 'Mark as new' : 'Mark handled';
            return (
              <RowActionButton
                tone={message.handled ? 'neutral' : 'positive'}
                icon={message.handled ? <Undo2 aria-hidden /> : <Check aria-hidden />}
                aria-label={`${label}: ${message.subject}`}
                loading={handling.pending?.message.id === message.id}
                onClick={() => handling.run({ message, handled: !message.handled })}
              >
                {label}
              </RowActionButton>
            );
          },
        }}
        toolbar={
          <ListToolbar
            searchLabel="Search messages"
            searchPlaceholder="Name, email, subject or text"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All messages', messageStateLabels),
                value: list.filters.status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
            ]}
          />
        }
        emptyTitle="No messages yet"
        emptyDescription="Messages sent through the contact form appear here."
      />
    </AdminPage>
  );
}
