import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, MailQuestion, Undo2 } from 'lucide-react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import { formatDateTime, getContactThread, type ContactThread } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { adminKey, useMarkAdminStale } from '../../features/admin/adminQueries';
import { MessageStateBadge } from '../../features/admin/inbox/MessageStateBadge';
import { ReplyForm } from '../../features/admin/inbox/ReplyForm';
import { ReplyThread } from '../../features/admin/inbox/ReplyThread';
import { useSetHandled } from '../../features/admin/inbox/useSetHandled';
import { unhandledCountKey } from '../../features/admin/inbox/useUnhandledCount';
import * as styles from '../../features/admin/inbox/inbox.css';

const backToInbox = (
  <Link href="/admin/inbox">
    <Inline space="xxsmall" alignY="center" wrap={false}>
      <ArrowLeft aria-hidden size="1em" />
      Back to the inbox
    </Inline>
  </Link>
);

function MessageView({ thread, onChanged }: { thread: ContactThread; onChanged: () => void }) {
  const { message, replies } = thread;
  const handling = useSetHandled();
  return (
    <Stack space="xlarge">
      <Card padding={['large', 'xlarge']} as="article" aria-label={`Message from ${message.name}`}>
        <Stack space="large">
          <Inline space="medium" align="space-between" alignY="top">
            <Stack space="xxsmall">
              <Text weight="semibold">
                {message.name} <Link href={`mailto:${message.email}`}>{message.email}</Link>
              </Text>
              <Text size="small" tone="muted">
                Received{' '}
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </Text>
            </Stack>
            <MessageStateBadge handled={message.handled} />
          </Inline>
          <Text className={styles.preserveLines}>{message.message}</Text>
          <Inline space="small">
            <Button
              variant="soft"
              tone={message.handled ? 'neutral' : 'positive'}
              icon={message.handled ? <Undo2 aria-hidden /> : <Check aria-hidden />}
              loading={handling.pending !== undefined}
              loadingLabel="Saving..."
              onClick={() => handling.run({ message, handled: !message.handled })}
            >
              {message.handled ? 'Mark as new' : 'Mark handled'}
            </Button>
          </Inline>
        </Stack>
      </Card>
      <ReplyThread replies={replies} />
      <Card padding={['large', 'xlarge']}>
        <ReplyForm message={message} onSent={onChanged} />
      </Card>
    </Stack>
  );
}

/** /admin/inbox/:id: one contact message, its replies, and the reply by email. */
export default function AdminInboxMessagePage() {
  const { id = '' } = useParams();
  const messageId = Number(id);
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const queryKey = [adminKey, 'inbox-message', messageId];
  const thread = useQuery({
    queryKey,
    queryFn: async () =>
      Number.isInteger(messageId) && messageId > 0
        ? unwrap(await getContactThread(client, messageId))
        : null,
  });
  const found = thread.data ?? null;

  const refresh = () => {
    markStale();
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: unhandledCountKey });
  };

  return (
    <AdminPage
      title={found?.message.subject ?? (thread.isPending ? 'Message' : 'Message not found')}
      intro={
        found
          ? `From ${found.message.name}, sent through the contact form.`
          : 'A message sent through the contact form.'
      }
      action={backToInbox}
    >
      {thread.isPending ? (
        <Stack space="large" aria-busy="true">
          <Skeleton width="40%" />
          <Skeleton lines={6} />
          <Text tone="muted" size="small">
            Loading the message...
          </Text>
        </Stack>
      ) : thread.isError ? (
        <Alert
          tone="critical"
          title="The message could not be loaded."
          action={<RetryButton query={thread} />}
        >
          {thread.error.message}
        </Alert>
      ) : found ? (
        <MessageView thread={found} onChanged={refresh} />
      ) : (
        <EmptyState
          icon={<MailQuestion />}
          title="This message no longer exists."
          description="It may have been deleted by another admin."
          action={<ButtonLink href="/admin/inbox">Back to the inbox</ButtonLink>}
        />
      )}
    </AdminPage>
  );
}
