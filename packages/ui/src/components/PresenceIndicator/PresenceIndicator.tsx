import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './PresenceIndicator.css';

export { presenceStates } from './PresenceIndicator.css';
export type PresenceState = (typeof styles.presenceStates)[number];

export interface PresenceIndicatorProps extends Omit<ComponentProps<'span'>, 'children'> {
  state: PresenceState;
  /** The words for the state, e.g. 'Online now'; without them an offline person shows nothing. */
  label?: string;
}

/**
 * Whether someone is here right now: a green dot and the words when online. The words carry the
 * meaning; the dot only repeats them.
 */
export function PresenceIndicator({ state, label, className, ...props }: PresenceIndicatorProps) {
  if (!label) return null;
  return (
    <span
      data-slot="presence-indicator"
      data-state={state}
      className={clsx(styles.root, className)}
      {...props}
    >
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
