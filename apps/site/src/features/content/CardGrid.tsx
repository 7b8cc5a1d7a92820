import { Children, type ReactNode } from 'react';
import * as styles from './CardGrid.css';

/** A list of equal cards laid out in responsive columns. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
