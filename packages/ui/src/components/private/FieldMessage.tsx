import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from '../Field/Field.css';

/** The advice under a label. Rendered only when there is a hint. */
export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div id={id} className={styles.hint} data-slot="field-hint">
      {children}
    </div>
  );
}

/** The error under a control; the control references it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <p id={id} className={styles.error} data-slot="field-error">
      <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}

/** A visual required marker; `required`/`aria-required` on the control carry the meaning. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null;
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
