import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import type { Tone } from '../../theme/tokens';
import * as styles from './Badge.css';

export { badgeTones, badgeWeights } from './Badge.css';
export type BadgeWeight = (typeof styles.badgeWeights)[number];

export type BadgeProps = ComponentProps<'span'> & {
  tone?: Tone;
  /** Soft fill (default) or a strong solid fill for emphasis. */
  weight?: BadgeWeight;
};

/** A short label such as a job type or a status, in a tone from the theme. */
export function Badge({ tone = 'neutral', weight = 'soft', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={clsx(styles.badge({ tone, weight }), className)}
      {...props}
    />
  );
}
