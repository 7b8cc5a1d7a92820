import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import { screenCentered } from '../private/screenCentered.css';
import * as styles from './RedirectScreen.css';

export interface RedirectScreenProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What is happening, e.g. 'Redirecting to your dashboard...'. */
  message: string;
}

/** A whole-screen spinner with a message, while the app sends the user elsewhere. */
export function RedirectScreen({ message, className, ...rest }: RedirectScreenProps) {
  return (
    <div
      data-slot="redirect-screen"
      aria-busy="true"
      className={clsx(screenCentered, className)}
      {...rest}
    >
      <SpinnerGraphic size="large" className={styles.spinner} />
      {/* The visible message is the status; the ring only decorates it. */}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
