import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../Card';
import { vars } from '../../theme/contract.css';
import { Skeleton } from '../Skeleton';
import * as styles from './StatCard.css';

/** Colour of the icon chip. */
export const statCardTones = [
  'brand',
  'neutral',
  'positive',
  'critical',
  'caution',
  'info',
] as const;
export type StatCardTone = (typeof statCardTones)[number];

/** Colour of the change line: good news, bad news, or just information. */
export const statCardDeltaTones = ['neutral', 'positive', 'critical'] as const;
export type StatCardDeltaTone = (typeof statCardDeltaTones)[number];

export interface StatCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is counted, e.g. 'Active Jobs'. */
  label: string;
  /** The figure, already formatted by the caller (e.g. '1,204' or 'In Review'). */
  value: ReactNode;
  /** The change over a period, e.g. '+12 this week'. */
  delta?: ReactNode;
  deltaTone?: StatCardDeltaTone;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  tone?: StatCardTone;
  /** While the figure loads, skeletons stand in for the value and delta. */
  loading?: boolean;
}

export function StatCard({
  label,
  value,
  delta,
  deltaTone = 'neutral',
  icon,
  tone = 'brand',
  loading = false,
  className,
  ...rest
}: StatCardProps) {
  return (
    <Card
      padding="xlarge"
      data-slot="stat-card"
      aria-busy={loading || undefined}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.root}>
        <div className={styles.header}>
          <p className={styles.label}>{label}</p>
          {icon ? (
            <span className={styles.icon({ tone })} aria-hidden="true">
              {icon}
            </span>
          ) : null}
        </div>
        {loading ? (
          // Skeletons as tall as the text they stand in for, so nothing jumps when it loads.
          <Skeleton width="55%" height={vars.lineHeight.h2} />
        ) : (
          <p className={styles.value} data-slot="stat-card-value">
            {value}
          </p>
        )}
        {loading && delta !== undefined ? (
          <Skeleton width="40%" height={vars.lineHeight.small} />
        ) : null}
        {!loading && delta !== undefined ? (
          <p className={styles.delta({ tone: deltaTone })} data-slot="stat-card-delta">
            {delta}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
