import { useSearchParams } from 'react-router-dom';
import { CheckCheck } from 'lucide-react';
import { Button, Heading, Inline, Pagination, Stack, Text, toast } from '@globalhire/ui';
import { notificationKindsByRole, type UserType } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { EmailPreferences } from './EmailPreferences';
import { NotificationList } from './NotificationList';
import { useMarkRead, useNotifications, useUnreadNotificationCount } from './notificationQueries';

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
};

/** A panel's notifications page: unread first, then newest; mark read; email preferences. */
export function NotificationsScreen({ role }: { role: UserType }) {
  usePageMeta({
    title: 'Notifications',
    description: 'What happened on your account, and which emails you get about it.',
    noIndex: true,
  });
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useNotifications(page);
  const unread = useUnreadNotificationCount();
  const markRead = useMarkRead();
  const unreadCount = unread.data ?? 0;
  const goTo = (next: number) => {
    const search = new URLSearchParams(params);
    if (next > 1) search.set('page', String(next));
    else search.delete('page');
    setParams(search);
  };
  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: (count) =>
        toast({
          title: 'All notifications marked as read',
          description: `${count} notification${count === 1 ? '' : 's'} marked as read.`,
          tone: 'positive',
        }),
      onError: (error) => toast({ title: 'Error', description: error.message, tone: 'critical' }),
    });
  const kinds = [...notificationKindsByRole[role], ...(list.data?.rows.map((n) => n.kind) ?? [])];

  return (
    <Stack space="xlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="small">
          <Heading level={1}>Notifications</Heading>
          <Text tone="muted">
            {unread.isSuccess
              ? unreadCount === 0
                ? 'You are all caught up.'
                : `${unreadCount} unread. Open one to go to what it is about.`
              : 'What happened on your account, newest first.'}
          </Text>
        </Stack>
        <Button
          variant="outline"
          tone="neutral"
          icon={<CheckCheck aria-hidden />}
          disabled={unreadCount === 0}
          loading={markRead.isPending && markRead.variables === undefined}
          loadingLabel="Marking..."
          onClick={markAll}
        >
          Mark all as read
        </Button>
      </Inline>
      {list.isPending ? (
        <LoadingCards label="Loading your notifications" />
      ) : list.isError ? (
        <QueryErrorAlert
          title="Your notifications could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <Stack space="large">
          <NotificationList items={list.data.rows} markRead={markRead} />
          {list.data.pageCount > 1 ? (
            <Pagination
              label="Notification pages"
              page={list.data.page}
              pageCount={list.data.pageCount}
              pageInfo={`Page ${list.data.page} of ${list.data.pageCount}`}
              onPrevious={() => goTo(page - 1)}
              onNext={() => goTo(page + 1)}
            />
          ) : null}
        </Stack>
      )}
      <EmailPreferences kinds={kinds} />
    </Stack>
  );
}
