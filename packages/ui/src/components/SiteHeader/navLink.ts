export interface SiteHeaderNavLink {
  label: string;
  href: string;
  /** Marks the link as the current page; defaults to `href === currentHref`. */
  current?: boolean;
}

export const isCurrentLink = (link: SiteHeaderNavLink, currentHref: string | undefined): boolean =>
  link.current ?? (currentHref !== undefined && link.href === currentHref);
