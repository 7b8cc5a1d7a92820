import type { ComponentProps } from 'react';
import { Badge, type BadgeWeight } from '../Badge';
import * as styles from './StatusBadge.css';
import { statusTones, type Status } from './statusTones';

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  status: Status;
  /** The text shown; the capitalised status unless told (e.g. a translated label). */
  label?: string;
  weight?: BadgeWeight;
};

/** 'shortlisted' → 'Shortlisted'. */
export const statusLabel = (status: Status): string =>
  status.charAt(0).toUpperCase() + status.slice(1);

/** A Badge whose tone follows the status: the same status looks the same on every screen. */
export function StatusBadge({ status, label, ...props }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" data-status={status} tone={statusTones[status]} {...props}>
      <span className={styles.dot} aria-hidden />
      {label ?? statusLabel(status)}
    </Badge>
  );
}
