import { Bell } from 'lucide-react';
import { ProvidedLink } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PanelLayout.css';

export interface PanelNotifications {
  /** The notifications page. */
  href: string;
  unreadCount: number;
  /** The link's words. Default 'Notifications'. */
  label?: string;
  /** Read after the count by assistive technology, e.g. 'unread' (default). */
  unreadLabel?: string;
}

/**
 * A bell linking to the notifications page, with the unread count as a badge. Its name reads
 * e.g. 'Notifications 3 unread' (`compact`: the words are for assistive technology only).
 */
export function NotificationsLink({
  href,
  unreadCount,
  label = 'Notifications',
  unreadLabel = 'unread',
  compact = false,
  onNavigate,
}: PanelNotifications & { compact?: boolean; onNavigate?: () => void }) {
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
