import { Bell, CheckCheck } from 'lucide-react';
import { Badge, Button, Card, EmptyState, Inline, Link, Stack, Text } from '@globalhire/ui';
import {
  formatDate,
  localTimeZone,
  notificationKindLabel,
  type Notification,
} from '@globalhire/data';
import { useMarkRead } from './notificationQueries';

export interface NotificationListProps {
  items: Notification[];
  markRead: ReturnType<typeof useMarkRead>;
}

/** Notifications as cards: opening one marks it read and follows its link. */
export function NotificationList({ items, markRead }: NotificationListProps) {
  if (items.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Bell aria-hidden />}
          title="No notifications yet"
          description="When something happens that needs your attention, it appears here (and by email, as you choose below)."
        />
      </Card>
    );
  }
  return (
    <Stack space="medium" as="ul" aria-label="Notifications">
      {items.map((item) => {
        const unread = item.read_at === null;
        const marking = markRead.isPending && markRead.variables === item.id;
        return (
          <Card
            key={item.id}
            as="article"
            tone={unread ? 'brandSoft' : 'default'}
            data-unread={unread || undefined}
          >
            <Stack space="small">
              <Inline space="small" alignY="center">
                {unread ? (
                  <Badge tone="brand" weight="strong">
                    Unread
                  </Badge>
                ) : null}
                <Text size="small" tone="muted">
                  {notificationKindLabel(item.kind)} ·{' '}
                  {formatDate(item.created_at, { timeZone: localTimeZone() })}
                </Text>
              </Inline>
              {item.link ? (
                <Link
                  href={item.link}
                  weight="semibold"
                  onClick={() => unread && markRead.mutate(item.id)}
                >
                  {item.title}
                </Link>
              ) : (
                <Text weight="semibold">{item.title}</Text>
              )}
              {item.body ? <Text>{item.body}</Text> : null}
              {unread ? (
                <Inline space="small">
                  <Button
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    icon={<CheckCheck aria-hidden />}
                    aria-label={`Mark as read: ${item.title}`}
                    loading={marking}
                    loadingLabel="Marking..."
                    onClick={() => markRead.mutate(item.id)}
                  >
                    Mark as read
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
