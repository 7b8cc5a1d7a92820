import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Card, type CardProps } from '../Card';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './BenefitCard.css';

export interface BenefitCardProps extends Omit<CardProps, 'children' | 'title'> {
  title: string;
  description?: ReactNode;
  /** A decorative icon (e.g. a lucide icon). */
  icon?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** One selling point: an icon tile, a short title and a sentence or two. */
export function BenefitCard({
  title,
  description,
  icon,
  titleAs = 'h3',
  className,
  ...rest
}: BenefitCardProps) {
  return (
    <Card data-slot="benefit-card" className={clsx(styles.root, className)} {...rest}>
      {icon ? (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      ) : null}
      <Heading level={4} as={titleAs}>
        {title}
      </Heading>
      {description ? (
        <Text as="div" tone="muted">
          {description}
        </Text>
      ) : null}
    </Card>
  );
}
