import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './Divider.css';

export type DividerProps = Omit<ComponentProps<'hr'>, 'children'>;

/** A horizontal hairline between sections (a semantic `<hr>`). */
export function Divider({ className, ...props }: DividerProps) {
  return <hr data-slot="divider" className={clsx(styles.root, className)} {...props} />;
}
