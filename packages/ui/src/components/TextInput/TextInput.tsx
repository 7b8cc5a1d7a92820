import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Field, type FieldLabelProps } from '../Field';
import * as styles from './TextInput.css';

export const textInputTypes = [
  'text',
  'email',
  'search',
  'tel',
  'url',
  'number',
  'date',
  'time',
] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps
  extends FieldLabelProps, Omit<ComponentProps<'input'>, 'id' | 'type' | 'children'> {
  type?: TextInputType;
  /** Class for the field's root (label, control and messages). */
  className?: string;
  /** Class for the <input> itself. */
  inputClassName?: string;
}

/** A single-line text input with its label, hint and error. */
export function TextInput({
  label,
  hint,
  error,
  required,
  id,
  type = 'text',
  className,
  inputClassName,
  ...inputProps
}: TextInputProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="text-input"
    >
      {(control) => (
        <input
          {...inputProps}
          {...control}
          type={type}
          className={clsx(styles.input, inputClassName)}
        />
      )}
    </Field>
  );
}
