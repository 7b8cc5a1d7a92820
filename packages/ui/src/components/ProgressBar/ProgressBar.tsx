import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import * as styles from './ProgressBar.css';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Progress so far, from 0 to `max`; values outside are clamped. */
  value: number;
  max?: number;
  /** What is progressing, e.g. 'Uploading CV'; shown above the bar and naming it. */
  label: string;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
};

/** Clamps to [0, max] and returns the whole percentage a person would read. */
export function progressPercent(value: number, max = 100): number {
  if (!Number.isFinite(value) || !(max > 0)) return 0;
  return Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
}

/** A determinate progress bar (role=progressbar) with a visible label and optional percentage. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = false,
  hideLabel = false,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const percent = progressPercent(value, max);
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  return (
    <div data-slot="progress-bar" className={clsx(styles.root, className)} {...props}>
      {!hideLabel || showValue ? (
        <div className={styles.header}>
          <span id={labelId} hidden={hideLabel}>
            {label}
          </span>
          {showValue && (
            <span className={styles.value} aria-hidden>
              {percent}%
            </span>
          )}
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        <div
          className={styles.indicator}
          style={assignInlineVars({ [styles.fractionVar]: String(clamped / safeMax) })}
        />
      </div>
    </div>
  );
}
