import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Field, type FieldLabelProps } from '../Field';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldLabelProps, Omit<ComponentProps<'select'>, 'id' | 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** Shown as an empty first choice (value ''), e.g. 'Select a category'. */
  placeholder?: string;
  className?: string;
  selectClassName?: string;
}

/** A native select (full keyboard and screen-reader support) styled like the other fields. */
export function Select({
  label,
  hint,
  error,
  required,
  id,
  options,
  placeholder,
  className,
  selectClassName,
  ...selectProps
}: SelectProps) {
  // Without a value, a placeholder is what the user sees first.
  const uncontrolledDefault =
    selectProps.value === undefined &&
    selectProps.defaultValue === undefined &&
    placeholder !== undefined
      ? ''
      : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="select"
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            defaultValue={uncontrolledDefault}
            {...selectProps}
            {...control}
            className={clsx(styles.select, selectClassName)}
          >
            {placeholder !== undefined && (
              <option value="" disabled={required} className={styles.option}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.option}
              >
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
        </div>
      )}
    </Field>
  );
}
