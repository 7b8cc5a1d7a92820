import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { mediaQuery } from '../../theme';
import { IconButton } from '../IconButton';
import { usePortalContainer } from '../Theme';
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
 * The small-screen menu: a modal sheet (Radix Dialog) so focus stays inside while it is open,
 * Escape closes it and focus returns to the menu button.
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
  const [open, setOpen] = useState(false);
  // The menu portals into the nearest Theme's element, so it carries that theme.
  const portalContainer = usePortalContainer();

  // Widening the window past the breakpoint shows the full bar; a menu left open would hide it.
  useEffect(() => {
    if (!open) return undefined;
    const desktop = window.matchMedia(mediaQuery.desktop);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);

  // Following any link in the menu (nav, logo or action) closes it; the page changes underneath.
  const closeOnLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton
          label={menuLabel}
          icon={<Menu />}
          variant="ghost"
          tone="neutral"
          className={styles.menuButton}
        />
      </Dialog.Trigger>
      <Dialog.Portal container={portalContainer}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          data-slot="site-header-menu"
          onClick={closeOnLinkClick}
        >
          <Dialog.Title asChild>
            <VisuallyHidden as="h2">{menuLabel}</VisuallyHidden>
          </Dialog.Title>
          <div className={styles.sheetHeader}>
            <div className={styles.logo}>{logo}</div>
            <Dialog.Close asChild>
              <IconButton label={closeMenuLabel} icon={<X />} variant="ghost" tone="neutral" />
            </Dialog.Close>
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
            onActionClick={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
