import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import type { ButtonAppearanceProps } from '../Button';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './IconButton.css';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'type'> &
  ButtonAppearanceProps & {
    /** "button" unless it submits or resets its form. */
    type?: 'button' | 'submit' | 'reset';
    /** The button's accessible name, also shown as a tooltip. */
    label: string;
    /** The icon (e.g. from lucide-react); decorative, the label names the button. */
    icon: ReactNode;
  };

/** A square button showing only an icon; `label` names it for screen readers and as a tooltip. */
export function IconButton({
  label,
  icon,
  tone = 'neutral',
  variant = 'ghost',
  size = 'standard',
  type = 'button',
  title,
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      type={type}
      aria-label={label}
      title={title ?? label}
      className={clsx(
        buttonStyles.button({ tone, variant, size }),
        styles.square({ size }),
        className,
      )}
      {...props}
    >
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
    </button>
  );
}
