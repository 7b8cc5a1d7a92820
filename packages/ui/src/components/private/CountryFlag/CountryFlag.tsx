import clsx from 'clsx';
import * as flags from 'country-flag-icons/react/3x2';
import { createElement, type ComponentProps } from 'react';
import * as styles from './CountryFlag.css';

type FlagComponent = (typeof flags)[keyof typeof flags];

const flagFor = (code: string): FlagComponent | undefined =>
  (flags as Record<string, FlagComponent | undefined>)[code.toUpperCase()];

export interface CountryFlagProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** ISO 3166-1 alpha-2 code, e.g. 'AU'; case-insensitive. */
  code: string;
  /** The country's name, read by screen readers (the flag is an image with this name). */
  label: string;
}

/**
 * A country flag as an inline SVG (never emoji, which look different on every system).
 * An unknown code shows the code itself in a neutral tile, so a bad value is visible, not blank.
 */
export function CountryFlag({ code, label, className, ...rest }: CountryFlagProps) {
  const Flag = flagFor(code);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-slot="country-flag"
      className={clsx(styles.root, className)}
      {...rest}
    >
      {/* The flag components are module-level; createElement picks one without declaring a new one. */}
      {Flag ? (
        createElement(Flag, { 'aria-hidden': true, focusable: 'false', className: styles.svg })
      ) : (
        <span aria-hidden="true" className={styles.fallback}>
          {code.toUpperCase()}
        </span>
      )}
    </span>
  );
}
