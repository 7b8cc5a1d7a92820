import { useId, type ReactNode } from 'react';
import { Checkbox, Text } from '@globalhire/ui';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps {
  legend: string;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A named group of checkboxes (a fieldset) choosing any number of values, kept in option order. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  disabled,
}: CheckboxGroupProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={
        [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
        undefined
      }
      disabled={disabled}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <Text id={`${id}-hint`} tone="muted" size="small">
          {hint}
        </Text>
      ) : null}
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            name={`${id}-${option.value}`}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <Text id={`${id}-error`} tone="critical" size="small">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
