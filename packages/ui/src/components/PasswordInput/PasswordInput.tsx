import { useState, type ComponentProps } from 'react';
import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { Field, type FieldLabelProps } from '../Field';
import { useUIMessages } from '../UIProvider';
import * as styles from './PasswordInput.css';

export interface PasswordInputProps
  extends FieldLabelProps, Omit<ComponentProps<'input'>, 'id' | 'type' | 'children'> {
  /**
   * Accessible name of the toggle while the password is hidden.
   * @default messages.showPassword ('Show password')
   */
  showLabel?: string;
  /**
   * Accessible name of the toggle while the password is shown.
   * @default messages.hidePassword ('Hide password')
   */
  hideLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
  className?: string;
  inputClassName?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  label,
  hint,
  error,
  required,
  id,
  showLabel: showLabelProp,
  hideLabel: hideLabelProp,
  defaultVisible = false,
  className,
  inputClassName,
  disabled,
  ...inputProps
}: PasswordInputProps) {
  const messages = useUIMessages();
  const showLabel = showLabelProp ?? messages.showPassword;
  const hideLabel = hideLabelProp ?? messages.hidePassword;
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="password-input"
    >
      {(control) => (
        <div className={styles.wrapper}>
          <input
            autoComplete="current-password"
            spellCheck={false}
            {...inputProps}
            {...control}
            disabled={disabled}
            type={visible ? 'text' : 'password'}
            className={clsx(styles.input, inputClassName)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            title={visible ? hideLabel : showLabel}
            disabled={disabled}
            onClick={() => setVisible((current) => !current)}
            data-slot="password-toggle"
          >
            {visible ? (
              <EyeOff className={styles.toggleIcon} aria-hidden="true" focusable="false" />
            ) : (
              <Eye className={styles.toggleIcon} aria-hidden="true" focusable="false" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
