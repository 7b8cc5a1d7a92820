import clsx from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from '../Link';
import { SocialIcon, type SocialNetwork } from '../SocialIcon';
import { VisuallyHidden } from '../VisuallyHidden';
import { useUIMessages } from '../UIProvider';
import * as styles from './SiteFooter.css';

export interface SiteFooterLink {
  label: string;
  href: string;
}

export interface SiteFooterLinkGroup {
  title: string;
  links: readonly SiteFooterLink[];
}

export interface SiteFooterSocialLink {
  /** The link's accessible name, e.g. 'GlobalHire on LinkedIn'. */
  label: string;
  href: string;
  /** Draws the network's glyph; or pass your own `icon`. */
  network?: SocialNetwork;
  icon?: ReactNode;
}

export interface SiteFooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  logo?: ReactNode;
  /** A line about the company under the logo. */
  tagline?: ReactNode;
  groups: readonly SiteFooterLinkGroup[];
  socialLinks?: readonly SiteFooterSocialLink[];
  /** The year in the copyright line; the caller passes it so renders stay deterministic. */
  year: number;
  /** The text after '© {year}', e.g. 'GlobalHire. All rights reserved.' */
  copyright: string;
  legalLinks?: readonly SiteFooterLink[];
  /** Names of the footer's navigation landmarks. @default messages.footerNavigation ('Footer') */
  navLabel?: string;
  /** @default messages.socialLinks ('Social media') */
  socialLabel?: string;
  /** @default messages.legalLinks ('Legal') */
  legalLabel?: string;
  /** The element for each group title, to fit the page outline. */
  groupTitleAs?: 'h2' | 'h3' | 'p';
}

/** The public site's footer: link groups, social links, copyright and legal links. */
export function SiteFooter({
  logo,
  tagline,
  groups,
  socialLinks = [],
  year,
  copyright,
  legalLinks = [],
  navLabel: navLabelProp,
  socialLabel: socialLabelProp,
  legalLabel: legalLabelProp,
  groupTitleAs: GroupTitle = 'h2',
  className,
  ...rest
}: SiteFooterProps) {
  const messages = useUIMessages();
  const navLabel = navLabelProp ?? messages.footerNavigation;
  const socialLabel = socialLabelProp ?? messages.socialLinks;
  const legalLabel = legalLabelProp ?? messages.legalLinks;
  const groupIdPrefix = useId();
  return (
    <footer data-slot="site-footer" className={clsx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {logo || tagline || socialLinks.length > 0 ? (
            <div className={styles.brand}>
              {logo ? <div className={styles.logo}>{logo}</div> : null}
              {tagline ? <div className={styles.tagline}>{tagline}</div> : null}
              {socialLinks.length > 0 ? (
                <nav aria-label={socialLabel}>
                  <ul role="list" className={styles.socialList}>
                    {socialLinks.map((social) => (
                      <li key={social.href}>
                        <Link
                          href={social.href}
                          tone="inherit"
                          underline="hover"
                          className={styles.socialLink}
                        >
                          {social.icon ??
                            (social.network ? <SocialIcon network={social.network} /> : null)}
                          <VisuallyHidden>{social.label}</VisuallyHidden>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          ) : null}
          <nav aria-label={navLabel} className={styles.groups}>
            {groups.map((group, index) => {
              const titleId = `${groupIdPrefix}-group-${index}`;
              return (
                <div key={group.title} className={styles.group}>
                  <GroupTitle id={titleId} className={styles.groupTitle}>
                    {group.title}
                  </GroupTitle>
                  <ul role="list" aria-labelledby={titleId} className={styles.linkList}>
                    {group.links.map((link) => (
                      <li key={`${link.href}-${link.label}`}>
                        <Link
                          href={link.href}
                          tone="muted"
                          underline="hover"
                          className={styles.link}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            © {year} {copyright}
          </p>
          {legalLinks.length > 0 ? (
            <nav aria-label={legalLabel}>
              <ul role="list" className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      tone="muted"
                      underline="hover"
                      className={styles.legalLink}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
