import { clsx } from 'clsx';
import { MessagesSquare, Paperclip } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { formatFileSize } from '../FileUpload/fileRules';
import { formatClock, formatDayLabel } from '../private/messageTimes';
import { useUIMessages } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { groupThread } from './groupThread';
import * as styles from './MessageThread.css';
import { useThreadScroll } from './useThreadScroll';

export interface MessageThreadAttachment {
  name: string;
  /** Bytes. */
  size: number;
  /** Where the file opens (a short-lived signed link); without one the chip is not a link yet. */
  href?: string;
}

export interface MessageThreadMessage {
  id: string | number;
  senderName: string;
  /** Written by the reader: drawn at the end of the line in the brand colour. */
  fromMe: boolean;
  body: string;
  /** ISO 8601. */
  createdAt: string;
  attachment?: MessageThreadAttachment | null;
}

/** The words the thread says on its own; each has an English default. */
export interface MessageThreadLabels {
  today: string;
  yesterday: string;
  /** Under my latest message the other party has read. */
  seen: string;
  loadEarlier: string;
  loadingEarlier: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** Read before an attachment's name by screen readers. */
  attachment: string;
  /** Announced politely when a message from the other party arrives. */
  newMessage: (senderName: string, preview: string) => string;
}

export const englishMessageThreadLabels: MessageThreadLabels = {
  today: 'Today',
  yesterday: 'Yesterday',
  seen: 'Seen',
  loadEarlier: 'Load earlier messages',
  loadingEarlier: 'Loading...',
  emptyTitle: 'No messages yet',
  attachment: 'Attachment:',
  newMessage: (senderName, preview) => `New message from ${senderName}: ${preview}`,
};

export interface MessageThreadProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The thread's accessible name, e.g. 'Messages with Northwind Health'. */
  label: string;
  /** Oldest first. */
  messages: readonly MessageThreadMessage[];
  /** The other party has read my messages sent up to this time (ISO 8601). */
  seenUpTo?: string | null;
  /** There are earlier messages: shows the 'Load earlier messages' button. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  labels?: Partial<MessageThreadLabels>;
  /** IANA time zone for days and times; the browser's when omitted. */
  timeZone?: string;
  /** What "today" is; now when omitted. */
  now?: Date;
}

const PREVIEW_LENGTH = 140;
const previewOf = (message: MessageThreadMessage) => {
  const text = message.body.trim() || message.attachment?.name || '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
};

/**
 * A conversation: messages grouped by day, mine and theirs on either side, the other party's read
 * mark, earlier messages on request, and a polite announcement of each new incoming message.
 * The thread scrolls inside itself and keeps the newest message in view as messages arrive.
 */
export function MessageThread({
  label,
  messages,
  seenUpTo,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  labels: labelsProp,
  timeZone,
  now,
  className,
  ...rest
}: MessageThreadProps) {
  const uiMessages = useUIMessages();
  const labels = { ...englishMessageThreadLabels, ...labelsProp };
  const scrollerRef = useRef<HTMLElement>(null);
  const onScroll = useThreadScroll(scrollerRef, messages);
  const announcement = useIncomingAnnouncement(messages, labels.newMessage);
  const days = groupThread(messages, { timeZone, seenUpTo });
  const timeOptions = { locale: uiMessages.locale, timeZone, now };

  return (
    <section
      ref={scrollerRef}
      aria-label={label}
      // A region that scrolls must take focus, so keyboard users can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-slot="message-thread"
      className={clsx(styles.root, className)}
      onScroll={onScroll}
      {...rest}
    >
      {hasOlder ? (
        <Button
          className={styles.loadEarlier}
          size="small"
          variant="soft"
          tone="neutral"
          loading={loadingOlder}
          loadingLabel={labels.loadingEarlier}
          onClick={onLoadOlder}
        >
          {labels.loadEarlier}
        </Button>
      ) : null}
      {messages.length === 0 && !hasOlder ? (
        <EmptyState
          icon={<MessagesSquare />}
          title={labels.emptyTitle}
          description={labels.emptyDescription}
          titleAs="p"
        />
      ) : (
        <ol className={styles.days} role="list">
          {days.map((day) => (
            <li key={day.key} className={styles.day} data-slot="message-day">
              <p className={styles.separator}>
                <time dateTime={day.key}>
                  {formatDayLabel(day.date, { ...timeOptions, ...labels })}
                </time>
              </p>
              <ol className={styles.messages} role="list">
                {day.entries.map(({ message, startsRun, seen }) => {
                  const date = new Date(message.createdAt);
                  const clock = formatClock(date, timeOptions);
                  return (
                    <li
                      key={message.id}
                      className={styles.message}
                      data-slot="message"
                      data-from={message.fromMe ? 'me' : 'them'}
                      data-run-start={startsRun ? '' : undefined}
                    >
                      {startsRun ? (
                        <p className={styles.meta}>
                          <span className={styles.sender}>{message.senderName}</span>
                          <time dateTime={message.createdAt}>{clock}</time>
                        </p>
                      ) : (
                        <VisuallyHidden as="p">{`${message.senderName}, ${clock}`}</VisuallyHidden>
                      )}
                      <div className={styles.bubble}>
                        {message.body ? <p className={styles.body}>{message.body}</p> : null}
                        {message.attachment ? (
                          <AttachmentChip
                            attachment={message.attachment}
                            prefix={labels.attachment}
                            size={formatFileSize(message.attachment.size, uiMessages)}
                            newTabLabel={uiMessages.opensInNewTab}
                          />
                        ) : null}
                      </div>
                      {seen ? (
                        <p className={styles.seen} data-slot="message-seen">
                          {labels.seen}
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
      <VisuallyHidden role="status" data-slot="message-announcement">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}

function AttachmentChip({
  attachment,
  prefix,
  size,
  newTabLabel,
}: {
  attachment: MessageThreadAttachment;
  prefix: string;
  size: string;
  newTabLabel: string;
}) {
  const content = (
    <>
      <Paperclip className={styles.attachmentIcon} aria-hidden="true" focusable="false" />
      <VisuallyHidden>{`${prefix} `}</VisuallyHidden>
      <span className={styles.attachmentName}>{attachment.name}</span>
      <span className={styles.attachmentSize}>{size}</span>
    </>
  );
  if (!attachment.href) {
    return (
      <span className={styles.attachment} data-slot="message-attachment">
        {content}
      </span>
    );
  }
  return (
    <a
      className={styles.attachment}
      data-slot="message-attachment"
      href={attachment.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {content}
      <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
    </a>
  );
}

/**
 * The words of the live region: set when a message from the other party arrives at the end of the
 * thread, never for the messages shown first or for earlier ones loaded on request.
 */
function useIncomingAnnouncement(
  messages: readonly MessageThreadMessage[],
  newMessage: MessageThreadLabels['newMessage'],
): string {
  const last = messages.at(-1);
  const [lastId, setLastId] = useState(last?.id);
  const [announcement, setAnnouncement] = useState('');
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (last?.id !== lastId) {
    setLastId(last?.id);
    if (last && !last.fromMe) setAnnouncement(newMessage(last.senderName, previewOf(last)));
  }
  return announcement;
}
