import { clsx } from 'clsx';
import { MessagesSquare } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { formatShortWhen } from '../private/messageTimes';
import { Skeleton } from '../Skeleton';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ConversationList.css';

export interface ConversationListItem {
  id: string;
  /** The conversation's page. */
  href: string;
  /** The company for a candidate, the candidate for an employer. */
  otherPartyName: string;
  jobTitle: string;
  lastMessage?: { body: string; createdAt: string; fromMe: boolean } | null;
  unreadCount: number;
  blocked?: boolean;
}

/** The words the list says on its own; each has an English default. */
export interface ConversationListLabels {
  /** Before a preview of my own last message. */
  you: string;
  /** Read after the unread badge's number. */
  unread: (count: number) => string;
  blocked: string;
  /** The preview of a conversation with no message yet. */
  noMessages: string;
  emptyTitle: string;
  emptyDescription?: string;
  loading: string;
}

export const englishConversationListLabels: ConversationListLabels = {
  you: 'You:',
  unread: (count) => `${count} unread message${count === 1 ? '' : 's'}`,
  blocked: 'Blocked',
  noMessages: 'No messages yet',
  emptyTitle: 'No conversations yet',
  loading: 'Loading conversations',
};

export interface ConversationListProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The list's accessible name, e.g. 'Conversations'. */
  label: string;
  items: readonly ConversationListItem[];
  /** The open conversation, marked as the current page. */
  activeId?: string | null;
  loading?: boolean;
  /** What to do when there is nothing yet, e.g. a link to the applications. */
  emptyAction?: ReactNode;
  labels?: Partial<ConversationListLabels>;
  timeZone?: string;
  now?: Date;
}

// The parts of a row are laid out apart; screen readers hear them as one name, so pauses go between.
function Pause() {
  return <VisuallyHidden>, </VisuallyHidden>;
}

/**
 * Someone's conversations, newest first as given: who with, about which job, the last message,
 * when, how many are unread, and whether it is blocked. Each row links to its conversation.
 */
export function ConversationList({
  label,
  items,
  activeId,
  loading = false,
  emptyAction,
  labels: labelsProp,
  timeZone,
  now,
  className,
  ...rest
}: ConversationListProps) {
  const labels = { ...englishConversationListLabels, ...labelsProp };
  const { locale } = useUIMessages();

  if (loading) {
    return (
      <div data-slot="conversation-list" className={className} aria-busy="true" {...rest}>
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        <div className={styles.list}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={clsx(styles.item, styles.loadingRow)}>
              <Skeleton width="40%" />
              <Skeleton width="70%" height="small" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div data-slot="conversation-list" className={className} {...rest}>
        <EmptyState
          icon={<MessagesSquare />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
          action={emptyAction}
        />
      </div>
    );
  }

  return (
    <div data-slot="conversation-list" className={className} {...rest}>
      <ul role="list" aria-label={label} className={styles.list}>
        {items.map((item) => {
          const unread = Math.max(0, Math.floor(item.unreadCount));
          const last = item.lastMessage;
          return (
            <li key={item.id} className={styles.item}>
              <ProvidedLink
                href={item.href}
                className={styles.row}
                aria-current={item.id === activeId ? 'page' : undefined}
                data-unread={unread > 0 ? '' : undefined}
                data-blocked={item.blocked ? '' : undefined}
                data-slot="conversation-list-row"
              >
                <span className={styles.name}>{item.otherPartyName}</span>
                {last ? (
                  <time className={styles.time} dateTime={last.createdAt}>
                    <Pause />
                    {formatShortWhen(new Date(last.createdAt), { locale, timeZone, now })}
                  </time>
                ) : (
                  <span />
                )}
                <span className={styles.job}>
                  <Pause />
                  {item.jobTitle}
                </span>
                <span className={styles.preview}>
                  <Pause />
                  {last
                    ? last.fromMe
                      ? `${labels.you} ${last.body}`
                      : last.body
                    : labels.noMessages}
                </span>
                <span className={styles.marks}>
                  {item.blocked ? (
                    <Badge tone="critical">
                      <Pause />
                      {labels.blocked}
                    </Badge>
                  ) : null}
                  {unread > 0 ? (
                    <>
                      <Pause />
                      <span className={styles.unread} aria-hidden="true">
                        {unread > 99 ? '99+' : unread}
                      </span>
                      <VisuallyHidden>{labels.unread(unread)}</VisuallyHidden>
                    </>
                  ) : null}
                </span>
              </ProvidedLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
