import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { vars } from '../../theme/contract.css';
import { space, type radius as radii, type Space } from '../../theme/tokens';
import * as styles from './Skeleton.css';

export type SkeletonRadius = keyof typeof radii;

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Any CSS width (default the full width). */
  width?: string;
  /** A space token or any CSS height (default one line of standard text). */
  height?: Space | string;
  radius?: SkeletonRadius;
  /** Several bars like a paragraph; the last one is shorter. */
  lines?: number;
};

const isSpace = (value: string): value is Space => value in space;

/**
 * A grey placeholder for content that is loading. It is hidden from screen readers: the region
 * that loads announces itself (aria-busy or a Spinner label).
 */
export function Skeleton({
  width = '100%',
  height,
  radius = 'small',
  lines = 1,
  className,
  style,
  ...props
}: SkeletonProps) {
  const barHeight =
    height === undefined ? vars.lineHeight.standard : isSpace(height) ? vars.space[height] : height;
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      data-slot="skeleton"
      aria-hidden
      className={clsx(styles.root, className)}
      style={{
        ...assignInlineVars({
          [styles.widthVar]: width,
          [styles.heightVar]: barHeight,
          [styles.radiusVar]: vars.radius[radius],
        }),
        ...style,
      }}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.bar} />
      ))}
    </span>
  );
}
