import { Button, type ButtonProps } from '@globalhire/ui';
import * as styles from './RowActionButton.css';

/** A small soft button for a table row's actions, never shortened to an ellipsis. */
export function RowActionButton({ className, ...props }: ButtonProps) {
  return (
    <Button
      size="small"
      variant="soft"
      {...props}
      className={[styles.rowActionButton, className].filter(Boolean).join(' ')}
    />
  );
}
