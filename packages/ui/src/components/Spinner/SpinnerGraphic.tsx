import { clsx } from 'clsx';
import * as styles from './Spinner.css';

export type SpinnerSize = (typeof styles.spinnerSizes)[number];

/** The spinning ring alone, hidden from assistive tech; for places that announce loading themselves. */
export function SpinnerGraphic({ size, className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden className={clsx(styles.graphic({ size }), className)} />;
}
