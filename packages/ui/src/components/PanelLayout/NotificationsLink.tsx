import { Bell } from 'lucide-react';
import { ProvidedLink } from '../UIProvider';
import * as styles from './PanelLayout.css';

export interface PanelNotifications {
  /** The notifications page. */
  href: string;
  unreadCount: number;
  /** The link's name; the unread count is added to it for assistive technology. Default 'Notifications'. */
  label?: string;
  /** How the count reads, e.g. `3 unread` (default). */
  unreadLabel?: (count: number) => string;
}

/** A bell linking to the notifications page, with the unread count as a badge (`compact`: no words). */
export function NotificationsLink({
  href,
  unreadCount,
  label = 'Notifications',
  unreadLabel = (count) => `${count} unread`,
  compact = false,
  onNavigate,
}: PanelNotifications & { compact?: boolean; onNavigate?: () => void }) {
  const count = Math.max(0, Math.floor(unreadCount));
  return (
    <ProvidedLink
      href={href}
      className={styles.notificationsLink}
      data-slot="panel-notifications"
      aria-label={count > 0 ? `${label}, ${unreadLabel(count)}` : label}
      onClick={onNavigate}
    >
      <Bell aria-hidden="true" className={styles.notificationsIcon} />
      {compact ? null : <span aria-hidden="true">{label}</span>}
      {count > 0 ? (
        <span
          className={styles.notificationsCount}
          aria-hidden="true"
          data-slot="panel-unread-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </ProvidedLink>
  );
}
