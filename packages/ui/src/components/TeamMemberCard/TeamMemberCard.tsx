import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../Card';
import { ProvidedLink } from '../UIProvider';
import * as styles from './TeamMemberCard.css';

export interface TeamMemberSocialLink {
  href: string;
  /** The link's accessible name, e.g. 'Amara Okafor on LinkedIn'. */
  label: string;
  /** A decorative icon; the label names the link. */
  icon: ReactNode;
}

export interface TeamMemberCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  name: string;
  /** What they do, e.g. 'Chief Executive Officer' (the spec's team member 'role'). */
  jobTitle: string;
  description?: ReactNode;
  /** A portrait URL; without one the member's initials are shown. */
  imageUrl?: string;
  /** The portrait's alternative text; empty by default, as the name is right beside it. */
  imageAlt?: string;
  socialLinks?: readonly TeamMemberSocialLink[];
  headingLevel?: 2 | 3 | 4;
}

/** The first letters of the first and last words: 'Amara N. Okafor' → 'AO'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A leadership team member: portrait, name, role, a short bio and social links. */
export function TeamMemberCard({
  name,
  jobTitle,
  description,
  imageUrl,
  imageAlt = '',
  socialLinks = [],
  headingLevel = 3,
  className,
  ...rest
}: TeamMemberCardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Card
      as="article"
      padding="xlarge"
      data-slot="team-member-card"
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.root}>
        {imageUrl ? (
          <img
            className={styles.avatar}
            src={imageUrl}
            alt={imageAlt}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
        <div className={styles.heading}>
          <HeadingTag className={styles.name}>{name}</HeadingTag>
          <p className={styles.jobTitle}>{jobTitle}</p>
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
        {socialLinks.length > 0 ? (
          <ul className={styles.socialList} role="list">
            {socialLinks.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <ProvidedLink
                  href={link.href}
                  aria-label={link.label}
                  title={link.label}
                  className={styles.socialLink}
                >
                  <span className={styles.socialIcon} aria-hidden="true">
                    {link.icon}
                  </span>
                </ProvidedLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
