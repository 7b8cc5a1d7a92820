import type { ReactNode } from 'react';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import * as styles from './Button.css';

export type ButtonIconPosition = (typeof styles.buttonIconPositions)[number];

export interface ButtonContentProps {
  children?: ReactNode;
  icon?: ReactNode;
  iconPosition?: ButtonIconPosition;
  loading?: boolean;
  loadingLabel?: string;
}

/**
 * The inside of a button: icon and label, and the loading layer drawn over the same grid cell.
 * A loading label is always laid out (hidden when idle), so the button never changes width.
 */
export function ButtonContent({
  children,
  icon,
  iconPosition = 'start',
  loading = false,
  loadingLabel,
}: ButtonContentProps) {
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden>
      {icon}
    </span>
  ) : null;
  const labelState = !loading ? undefined : loadingLabel ? 'replaced' : 'covered';
  return (
    <span className={styles.content}>
      <span className={styles.label} data-loading={labelState}>
        {iconPosition === 'start' && iconNode}
        {children !== undefined && children !== null && (
          <span className={styles.labelText}>{children}</span>
        )}
        {iconPosition === 'end' && iconNode}
      </span>
      {(loading || loadingLabel) && (
        <span
          className={styles.loading}
          data-visible={loading}
          aria-hidden={loading ? undefined : true}
        >
          <SpinnerGraphic size="small" />
          {loadingLabel}
        </span>
      )}
    </span>
  );
}
