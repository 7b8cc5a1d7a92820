import { Slot, Slottable } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Button.css';
import { ButtonContent, type ButtonIconPosition } from './ButtonContent';

export { buttonTones, buttonVariants, buttonSizes, buttonIconPositions } from './Button.css';
export type ButtonTone = (typeof styles.buttonTones)[number];
export type ButtonVariant = (typeof styles.buttonVariants)[number];
export type ButtonSize = (typeof styles.buttonSizes)[number];
export type { ButtonIconPosition };

/** The look of every button-shaped control: Button, ButtonLink and IconButton share it. */
export interface ButtonAppearanceProps {
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export type ButtonProps = Omit<ComponentProps<'button'>, 'type'> &
  ButtonAppearanceProps & {
    /** "button" unless the button submits or resets its form. */
    type?: 'button' | 'submit' | 'reset';
    /** Busy: disabled, announced with aria-busy, a spinner (and `loadingLabel`) over the label. */
    loading?: boolean;
    /** Shown instead of the label while loading, e.g. 'Logging in...'. */
    loadingLabel?: string;
    /** An icon (e.g. from lucide-react) beside the label; decorative. */
    icon?: ReactNode;
    iconPosition?: ButtonIconPosition;
    fullWidth?: boolean;
    /** Render the single child element (e.g. a router link) with the button's look and props. */
    asChild?: boolean;
  };

/**
 * A button in four tones and four variants. `type` defaults to "button"; forms pass "submit".
 * While `loading` it is disabled and busy, but keeps its width.
 */
export function Button({
  tone = 'brand',
  variant = 'solid',
  size = 'standard',
  loading = false,
  loadingLabel,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  asChild = false,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const contentProps = { icon, iconPosition, loading, loadingLabel };
  const rootProps = {
    'data-slot': 'button',
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
    className: clsx(styles.button({ tone, variant, size, fullWidth }), className),
    ...props,
  };
  if (asChild) {
    return (
      <Slot {...rootProps} aria-disabled={disabled || loading || undefined}>
        <Slottable child={children}>
          {(childContent: ReactNode) => (
            <ButtonContent {...contentProps}>{childContent}</ButtonContent>
          )}
        </Slottable>
      </Slot>
    );
  }
  return (
    <button type={type} disabled={disabled || loading} {...rootProps}>
      <ButtonContent {...contentProps}>{children}</ButtonContent>
    </button>
  );
}
