import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PanelLayout.css';
import { NotificationsLink, type PanelNotifications } from './NotificationsLink';

export interface PanelLink {
  href: string;
  label: string;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** A number waiting there (e.g. unread messages), shown as a badge when above zero. */
  count?: number;
  /**
   * Read after the count by assistive technology, e.g. 'unread'.
   * @default messages.unread ('unread')
   */
  countLabel?: string;
}

export interface PanelMenuProps {
  /** The title element: a plain paragraph in the sidebar, the dialog title in the drawer. */
  title: ReactNode;
  companyName?: string;
  logo?: ReactNode;
  links: readonly PanelLink[];
  activeHref?: string;
  notifications?: PanelNotifications;
  navLabel: string;
  logoutLabel: string;
  logoutPendingLabel?: string;
  logoutPending?: boolean;
  onLogout: () => void;
  /** Controls beside the notifications link (the sidebar's; the drawer's top bar has its own). */
  tools?: ReactNode;
  /** Called when a link is followed, so the drawer can close. */
  onNavigate?: () => void;
}

/** The role menu: who is signed in, where they can go, and the way out. */
export function PanelMenu({
  title,
  companyName,
  logo,
  links,
  activeHref,
  notifications,
  navLabel,
  logoutLabel,
  logoutPendingLabel,
  logoutPending = false,
  onLogout,
  onNavigate,
  tools,
}: PanelMenuProps) {
  const messages = useUIMessages();
  return (
    <div className={styles.menu} data-slot="panel-menu">
      <div className={styles.menuHeader}>
        {logo}
        <div className={styles.identity}>
          {title}
          {companyName ? (
            <p className={styles.company} data-slot="panel-company" title={companyName}>
              {companyName}
            </p>
          ) : null}
        </div>
        {notifications ? <NotificationsLink {...notifications} onNavigate={onNavigate} /> : null}
        {tools ? <div className={styles.menuTools}>{tools}</div> : null}
      </div>
      <nav aria-label={navLabel} className={styles.nav}>
        <ul role="list" className={styles.navList}>
          {links.map((link) => (
            <li key={link.href}>
              <ProvidedLink
                href={link.href}
                className={styles.navLink}
                aria-current={link.href === activeHref ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.icon ? (
                  <span className={styles.navIcon} aria-hidden="true">
                    {link.icon}
                  </span>
                ) : null}
                {link.label}
                {link.count && link.count > 0 ? (
                  <>
                    {' '}
                    <span className={styles.navCount} data-slot="panel-link-count">
                      {link.count > 99 ? '99+' : Math.floor(link.count)}
                    </span>
                    <VisuallyHidden> {link.countLabel ?? messages.unread}</VisuallyHidden>
                  </>
                ) : null}
              </ProvidedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.menuFooter}>
        <Button
          variant="outline"
          tone="neutral"
          fullWidth
          icon={<LogOut aria-hidden="true" />}
          loading={logoutPending}
          loadingLabel={logoutPendingLabel}
          onClick={onLogout}
        >
          {logoutLabel}
        </Button>
      </div>
    </div>
  );
}
