import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { IconButton } from '../IconButton';
import { SkipLink } from '../SkipLink';
import { usePortalContainer } from '../Theme';
import { useUIMessages } from '../UIProvider';
import * as styles from './PanelLayout.css';
import { NotificationsLink, type PanelNotifications } from './NotificationsLink';
import { PanelMenu, type PanelLink } from './PanelMenu';

export interface PanelLayoutProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The menu's title: the role name and 'Panel', e.g. 'Admin Panel'. */
  title: string;
  /** The signed-in company, shown under the title when the profile has one. */
  companyName?: string;
  /** A brand mark above the title, e.g. the logo linking home. */
  logo?: ReactNode;
  links: readonly PanelLink[];
  /** The href of the current page's link (see `matchActiveHref`); marked aria-current="page". */
  activeHref?: string;
  /** The notifications page and the unread count, shown in the panel's header on every page. */
  notifications?: PanelNotifications;
  /** The navigation landmark's name; the title by default. */
  navLabel?: string;
  logoutLabel: string;
  onLogout: () => void;
  /** While signing out the button is busy and shows `logoutPendingLabel`. */
  logoutPending?: boolean;
  logoutPendingLabel?: string;
  /** Controls shown in the panel's header (the sidebar, or the top bar on small screens), e.g. a ThemeToggle. */
  tools?: ReactNode;
  /** The small-screen button that opens the menu. @default messages.menu ('Menu') */
  menuLabel?: string;
  /** @default messages.closeMenu ('Close menu') */
  closeMenuLabel?: string;
  /** The first focusable link of the page, which moves focus past the menu to the page. */
  skipLinkLabel?: string;
  /** The id of the `<main>` region the skip link targets. */
  mainId?: string;
  children: ReactNode;
}

/**
 * The shell of every role panel: a side menu and the page. Below the desktop breakpoint the
 * menu moves into a drawer (a modal dialog: focus is trapped, Escape closes it).
 */
export function PanelLayout({
  title,
  companyName,
  logo,
  links,
  activeHref,
  notifications,
  navLabel = title,
  logoutLabel,
  onLogout,
  logoutPending,
  logoutPendingLabel,
  menuLabel: menuLabelProp,
  closeMenuLabel: closeMenuLabelProp,
  tools,
  skipLinkLabel = 'Skip to content',
  mainId = 'main',
  children,
  className,
  ...rest
}: PanelLayoutProps) {
  const messages = useUIMessages();
  const menuLabel = menuLabelProp ?? messages.menu;
  const closeMenuLabel = closeMenuLabelProp ?? messages.closeMenu;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The menu portals into the nearest Theme's element, so it carries that theme.
  const portalContainer = usePortalContainer();
  const menuProps = {
    companyName,
    logo,
    links,
    activeHref,
    notifications,
    navLabel,
    logoutLabel,
    logoutPending,
    logoutPendingLabel,
  };

  return (
    <div data-slot="panel-layout" className={clsx(styles.root, className)} {...rest}>
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      <aside className={styles.sidebar} data-slot="panel-sidebar">
        <PanelMenu
          {...menuProps}
          title={<p className={styles.title}>{title}</p>}
          tools={tools}
          onLogout={onLogout}
        />
      </aside>

      <div className={styles.topBar} data-slot="panel-top-bar">
        <div className={styles.identity}>
          <p className={styles.title}>{title}</p>
          {companyName ? <p className={styles.company}>{companyName}</p> : null}
        </div>
        <div className={styles.topBarActions}>
          {notifications ? <NotificationsLink {...notifications} compact /> : null}
          {tools}
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger asChild>
              <IconButton
                label={menuLabel}
                icon={<Menu aria-hidden="true" />}
                variant="ghost"
                tone="neutral"
              />
            </Dialog.Trigger>
            <Dialog.Portal container={portalContainer}>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content
                className={styles.drawer}
                aria-describedby={undefined}
                data-slot="panel-drawer"
              >
                {/* First in the drawer, so focus lands on the way out when it opens. */}
                <Dialog.Close asChild>
                  <IconButton
                    label={closeMenuLabel}
                    icon={<X aria-hidden="true" />}
                    variant="ghost"
                    tone="neutral"
                    className={styles.drawerClose}
                  />
                </Dialog.Close>
                <PanelMenu
                  {...menuProps}
                  title={<Dialog.Title className={styles.title}>{title}</Dialog.Title>}
                  onLogout={() => {
                    setDrawerOpen(false);
                    onLogout();
                  }}
                  onNavigate={() => setDrawerOpen(false)}
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>

      <main id={mainId} tabIndex={-1} className={styles.main} data-slot="panel-main">
        {children}
      </main>
    </div>
  );
}
