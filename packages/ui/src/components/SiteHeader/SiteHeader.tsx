import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '../Link';
import { HeaderActions, type SiteHeaderAction } from './HeaderActions';
import { isCurrentLink, type SiteHeaderNavLink } from './navLink';
import { SiteHeaderMenu } from './SiteHeaderMenu';
import { useUIMessages } from '../UIProvider';
import * as styles from './SiteHeader.css';

export type { SiteHeaderAction } from './HeaderActions';
export type { SiteHeaderNavLink } from './navLink';

export interface SiteHeaderProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** The brand mark, usually a link home. Shown in the bar and at the top of the mobile menu. */
  logo: ReactNode;
  navLinks: readonly SiteHeaderNavLink[];
  /** The path of the page being shown, to mark its link with aria-current="page". */
  currentHref?: string;
  /** e.g. Login (secondary) and Register (primary); shown at the end of the bar and in the menu. */
  actions?: readonly SiteHeaderAction[];
  /** Name of the navigation landmark. @default messages.mainNavigation ('Main') */
  navLabel?: string;
  /**
   * Name of the button that opens the menu on small screens, and the menu's title.
   * @default messages.menu ('Menu')
   */
  menuLabel?: string;
  /** Name of the button that closes the menu. @default messages.closeMenu ('Close menu') */
  closeMenuLabel?: string;
  /** Keep the bar at the top of the viewport while the page scrolls. */
  sticky?: boolean;
  /** Controls kept in the bar at every size, beside the menu button, e.g. a ThemeToggle. */
  tools?: ReactNode;
}

/** The public site's top bar: logo, main navigation and account actions; a menu on small screens. */
export function SiteHeader({
  logo,
  navLinks,
  currentHref,
  actions = [],
  navLabel: navLabelProp,
  menuLabel: menuLabelProp,
  closeMenuLabel: closeMenuLabelProp,
  sticky = true,
  tools,
  className,
  ...rest
}: SiteHeaderProps) {
  const messages = useUIMessages();
  const navLabel = navLabelProp ?? messages.mainNavigation;
  const menuLabel = menuLabelProp ?? messages.menu;
  const closeMenuLabel = closeMenuLabelProp ?? messages.closeMenu;
  return (
    <header
      data-slot="site-header"
      data-sticky={sticky || undefined}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <div className={styles.inner}>
        <div className={styles.logo}>{logo}</div>
        <nav aria-label={navLabel} className={styles.desktopNav}>
          <ul role="list" className={styles.navList}>
            {navLinks.map((link) => {
              const current = isCurrentLink(link, currentHref);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    tone="inherit"
                    underline="hover"
                    aria-current={current ? 'page' : undefined}
                    className={styles.navLink}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <HeaderActions actions={actions} className={styles.desktopActions} />
        {tools ? (
          <div className={styles.tools} data-slot="site-header-tools">
            {tools}
          </div>
        ) : null}
        <SiteHeaderMenu
          logo={logo}
          navLinks={navLinks}
          currentHref={currentHref}
          actions={actions}
          navLabel={navLabel}
          menuLabel={menuLabel}
          closeMenuLabel={closeMenuLabel}
        />
      </div>
    </header>
  );
}
