import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './IndustryGrid.css';

export interface IndustryGridItem {
  label: string;
  /** A decorative icon (e.g. a lucide icon); the label names the industry. */
  icon?: ReactNode;
}

export interface IndustryGridProps extends Omit<ComponentProps<'ul'>, 'children'> {
  items: readonly IndustryGridItem[];
}

/** A grid of industry tiles, two across on phones and four on wide screens. */
export function IndustryGrid({ items, className, ...rest }: IndustryGridProps) {
  if (items.length === 0) return null;
  return (
    <ul role="list" data-slot="industry-grid" className={clsx(styles.root, className)} {...rest}>
      {items.map((item) => (
        <li key={item.label} className={styles.tile}>
          {item.icon ? (
            <span aria-hidden="true" className={styles.icon}>
              {item.icon}
            </span>
          ) : null}
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
