import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { FieldError, FieldHint, RequiredMark } from '../private/FieldMessage';
import { describedByIds, useFieldIds } from '../private/useFieldIds';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type' | 'children'> {
  /** Text beside the box; may hold a link, e.g. to the terms. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
}

/** A checkbox with its label, hint and error, announced like the other fields. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  return (
    <div
      className={clsx(styles.root, className)}
      data-slot="checkbox"
      data-invalid={error ? '' : undefined}
    >
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            {...inputProps}
            type="checkbox"
            id={ids.controlId}
            className={styles.input}
            required={required || undefined}
            aria-required={required ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedByIds(error && ids.errorId, hasHint && ids.hintId)}
          />
          <Check
            className={styles.checkIcon}
            aria-hidden="true"
            focusable="false"
            strokeWidth={3}
          />
        </span>
        <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
          {label}
          {required && (
            <span className={styles.requiredSpacer}>
              <RequiredMark required />
            </span>
          )}
        </label>
      </div>
      {(hasHint || error) && (
        <div className={styles.messages}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
