import { Bell } from 'lucide-react';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PanelLayout.css';

export interface PanelNotifications {
  /** The notifications page. */
  href: string;
  unreadCount: number;
  /**
   * The link's words.
   * @default messages.notifications ('Notifications')
   */
  label?: string;
  /**
   * Read after the count by assistive technology.
   * @default messages.unread ('unread')
   */
  unreadLabel?: string;
}

/**
 * A bell linking to the notifications page, with the unread count as a badge. Its name reads
 * e.g. 'Notifications 3 unread' (`compact`: the words are for assistive technology only).
 */
export function NotificationsLink({
  href,
  unreadCount,
  label: labelProp,
  unreadLabel: unreadLabelProp,
  compact = false,
  onNavigate,
}: PanelNotifications & { compact?: boolean; onNavigate?: () => void }) {
  const messages = useUIMessages();
  const label = labelProp ?? messages.notifications;
  const unreadLabel = unreadLabelProp ?? messages.unread;
  const count = Math.max(0, Math.floor(unreadCount));
  return (
    <ProvidedLink
      href={href}
      className={styles.notificationsLink}
      data-slot="panel-notifications"
      onClick={onNavigate}
    >
      <Bell aria-hidden="true" className={styles.notificationsIcon} />
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      {count > 0 ? (
        <>
          {' '}
          <span className={styles.notificationsCount} data-slot="panel-unread-count">
            {count > 99 ? '99+' : count}
          </span>
          <VisuallyHidden> {unreadLabel}</VisuallyHidden>
        </>
      ) : null}
    </ProvidedLink>
  );
}
