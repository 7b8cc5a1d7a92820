import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { mediaQuery } from '../../theme';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { VisuallyHidden } from '../VisuallyHidden';
import { HeaderActions, type SiteHeaderAction } from './HeaderActions';
import { isCurrentLink, type SiteHeaderNavLink } from './navLink';
import * as styles from './SiteHeader.css';

interface SiteHeaderMenuProps {
  logo: ReactNode;
  navLinks: readonly SiteHeaderNavLink[];
  currentHref?: string;
  actions: readonly SiteHeaderAction[];
  navLabel: string;
  menuLabel: string;
  closeMenuLabel: string;
}

/**
 * The small-screen menu: a native popover sheet, so it works from the server's HTML before (or
 * without) any script. The browser opens it from the menu button, closes it on Escape, on a tap
 * outside and from its close button, puts it next in the tab order after the menu button, and
 * gives focus back to that button when it closes.
 */
export function SiteHeaderMenu({
  logo,
  navLinks,
  currentHref,
  actions,
  navLabel,
  menuLabel,
  closeMenuLabel,
}: SiteHeaderMenuProps) {
  const id = useId();
  const sheetId = `${id}-menu`;
  const titleId = `${id}-title`;
  const sheetRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hide = () => {
    if (sheetRef.current?.matches(':popover-open')) sheetRef.current.hidePopover();
  };

  useEffect(() => {
    const sheet = sheetRef.current;
    // Following any link in the menu (nav, logo or action) closes it; the page changes underneath.
    const closeOnLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) hide();
    };
    // Widening the window past the breakpoint shows the full bar (CSS hides the sheet at once).
    const desktop = window.matchMedia(mediaQuery.desktop);
    const closeOnDesktop = () => {
      if (desktop.matches) hide();
    };
    sheet?.addEventListener('click', closeOnLinkClick);
    desktop.addEventListener('change', closeOnDesktop);
    return () => {
      sheet?.removeEventListener('click', closeOnLinkClick);
      desktop.removeEventListener('change', closeOnDesktop);
    };
  }, []);

  // Tabbing out of the sheet (past its last action) closes it rather than leave it over the page;
  // focus going back to the menu button is left to that button (it toggles the sheet).
  const closeOnFocusLeaving = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || event.currentTarget.contains(next)) return;
    if (next !== buttonRef.current) hide();
  };

  return (
    <>
      <IconButton
        label={menuLabel}
        icon={<Menu />}
        variant="ghost"
        tone="neutral"
        className={styles.menuButton}
        ref={buttonRef}
        popoverTarget={sheetId}
        data-slot="site-header-menu-button"
      />
      <div
        ref={sheetRef}
        id={sheetId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className={styles.sheet}
        data-slot="site-header-menu"
        onBlur={closeOnFocusLeaving}
      >
        <VisuallyHidden as="h2" id={titleId}>
          {menuLabel}
        </VisuallyHidden>
        <div className={styles.sheetHeader}>
          <div className={styles.logo}>{logo}</div>
          <IconButton
            label={closeMenuLabel}
            icon={<X />}
            variant="ghost"
            tone="neutral"
            popoverTarget={sheetId}
            popoverTargetAction="hide"
          />
        </div>
        <nav aria-label={navLabel} className={styles.sheetNav}>
          <ul role="list" className={styles.sheetNavList}>
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  tone="inherit"
                  underline="hover"
                  aria-current={isCurrentLink(link, currentHref) ? 'page' : undefined}
                  className={styles.sheetNavLink}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderActions
          actions={actions}
          fullWidth
          className={styles.sheetActions}
          onActionClick={hide}
        />
      </div>
    </>
  );
}
