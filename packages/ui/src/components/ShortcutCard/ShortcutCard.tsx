import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../Card';
import { ProvidedLink } from '../UIProvider';
import { pointsInline } from '../private/directional.css';
import * as styles from './ShortcutCard.css';

export interface ShortcutCardProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** Where the shortcut goes, e.g. '/admin/jobs'. */
  href: string;
  title: string;
  description?: ReactNode;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** The heading element of the title; the look stays the same. */
  headingLevel?: 2 | 3 | 4;
}

/** A dashboard shortcut: the whole card is one link named by its title. */
export function ShortcutCard({
  href,
  title,
  description,
  icon,
  headingLevel = 3,
  className,
  ...rest
}: ShortcutCardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Card data-slot="shortcut-card" interactive className={clsx(styles.card, className)} {...rest}>
      <div className={styles.root}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div className={styles.body}>
          <HeadingTag className={styles.title}>
            <ProvidedLink href={href} className={styles.link} data-card-link>
              {title}
            </ProvidedLink>
          </HeadingTag>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        <ChevronRight className={clsx(styles.arrow, pointsInline)} aria-hidden="true" />
      </div>
    </Card>
  );
}
