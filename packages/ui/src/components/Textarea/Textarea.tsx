import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Field, type FieldLabelProps } from '../Field';
import * as styles from './Textarea.css';

export interface TextareaProps
  extends FieldLabelProps, Omit<ComponentProps<'textarea'>, 'id' | 'children'> {
  className?: string;
  textareaClassName?: string;
}

/** A multi-line text input with its label, hint and error. */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  rows = 4,
  className,
  textareaClassName,
  ...textareaProps
}: TextareaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="textarea"
    >
      {(control) => (
        <textarea
          {...textareaProps}
          {...control}
          rows={rows}
          className={clsx(styles.textarea, textareaClassName)}
        />
      )}
    </Field>
  );
}
