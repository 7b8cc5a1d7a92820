import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';
import { SpinnerGraphic, type SpinnerSize } from './SpinnerGraphic';

export { spinnerSizes } from './Spinner.css';
export type { SpinnerSize };

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  size?: SpinnerSize;
  /** What is loading, read by screen readers, e.g. 'Loading jobs'. */
  label: string;
};

/** A loading indicator that announces its label politely (role=status). */
export function Spinner({ size = 'standard', label, className, ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" className={clsx(styles.root, className)} {...props}>
      <SpinnerGraphic size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
