import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { FieldError, FieldHint, RequiredMark } from '../private/FieldMessage';
import { describedByIds, useFieldIds } from '../private/useFieldIds';
import * as styles from './Field.css';

/** What a Field hands its control so the label, hint, error and required state are announced. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  required: boolean | undefined;
}

/** The label, hint and error every input shares. */
export interface FieldLabelProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** Advice shown under the label and read as part of the control's description. */
  hint?: ReactNode;
  /** The validation message; marks the control invalid and is read as its description. */
  error?: string;
  required?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
}

export interface FieldProps
  extends FieldLabelProps, Omit<ComponentProps<'div'>, 'children' | 'id'> {
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Lays out a label, hint, control and error, and wires them together with aria attributes.
 * The control is rendered by `children`, which receives the props to spread onto it.
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  children,
  className,
  ...rest
}: FieldProps) {
  const ids = useFieldIds(id);
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const control: FieldControlProps = {
    id: ids.controlId,
    'aria-describedby': describedByIds(error && ids.errorId, hasHint && ids.hintId),
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    required: required || undefined,
  };
  return (
    <div
      data-slot="field"
      {...rest}
      className={clsx(styles.fieldRoot, className)}
      data-invalid={error ? '' : undefined}
    >
      <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children(control)}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
