import clsx from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './StatsStrip.css';

export const statsStripTones = ['surface', 'brand'] as const;
export type StatsStripTone = (typeof statsStripTones)[number];

export interface StatsStripItem {
  label: string;
  /** Already formatted for display, e.g. '1,284'. */
  value: string | number;
}

export interface StatsStripProps extends Omit<ComponentProps<'dl'>, 'children'> {
  items: readonly StatsStripItem[];
  /** While true every value reads `loadingText` and the list is marked busy. */
  loading?: boolean;
  loadingText?: string;
  tone?: StatsStripTone;
}

/** A row of headline figures, e.g. the live job counts under the home hero. */
export function StatsStrip({
  items,
  loading = false,
  loadingText = '...',
  tone = 'surface',
  className,
  ...rest
}: StatsStripProps) {
  return (
    <dl
      data-slot="stats-strip"
      aria-busy={loading || undefined}
      className={clsx(styles.root({ tone }), className)}
      {...rest}
    >
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value} data-loading={loading || undefined}>
            {loading ? loadingText : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
