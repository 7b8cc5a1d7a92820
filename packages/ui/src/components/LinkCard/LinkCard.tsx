import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../Card';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Text } from '../Text';
import * as styles from './LinkCard.css';

export interface LinkCardProps extends Omit<CardProps, 'children' | 'title' | 'interactive'> {
  title: string;
  href: string;
  description?: ReactNode;
  /** A decorative icon (e.g. a lucide icon). */
  icon?: ReactNode;
  /** A short call to action under the text, e.g. 'Browse jobs'; decorative, the title names the link. */
  cta?: string;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** A card that is one link to a section of the site; the title is the link's name. */
export function LinkCard({
  title,
  href,
  description,
  icon,
  cta,
  titleAs = 'h3',
  className,
  ...rest
}: LinkCardProps) {
  return (
    <Card interactive data-slot="link-card" className={clsx(styles.root, className)} {...rest}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={4} as={titleAs}>
        <Link href={href} tone="inherit" underline="hover" data-card-link>
          {title}
        </Link>
      </Heading>
      {description ? (
        <Text as="div" tone="muted">
          {description}
        </Text>
      ) : null}
      {cta ? (
        <span aria-hidden="true" className={styles.cta}>
          {cta}
          <ArrowRight className={styles.ctaArrow} />
        </span>
      ) : null}
    </Card>
  );
}
