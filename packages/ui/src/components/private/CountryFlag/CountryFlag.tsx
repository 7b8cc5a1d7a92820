import clsx from 'clsx';
import type { ComponentProps, ComponentType } from 'react';
import * as styles from './CountryFlag.css';

/** An SVG flag component, e.g. `import IN from 'country-flag-icons/react/3x2/IN'`. */
export type FlagComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

export interface CountryFlagProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** ISO 3166-1 alpha-2 code, e.g. 'AU'; case-insensitive. */
  code: string;
  /** The country's name, read by screen readers (the flag is an image with this name). */
  label: string;
  /**
   * The flag to draw. The caller imports only the flags it shows (each ~1 KB), instead of ui
   * bundling all 250 (~60 KB gzip). Without one, the code shows in a neutral tile.
   */
  flag?: FlagComponent;
}

/**
 * A country flag as an inline SVG (never emoji, which look different on every system).
 * An unknown code shows the code itself in a neutral tile, so a bad value is visible, not blank.
 */
export function CountryFlag({ code, label, flag: Flag, className, ...rest }: CountryFlagProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-slot="country-flag"
      className={clsx(styles.root, className)}
      {...rest}
    >
      {Flag ? (
        <Flag aria-hidden className={styles.svg} />
      ) : (
        <span aria-hidden="true" className={styles.fallback}>
          {code.toUpperCase()}
        </span>
      )}
    </span>
  );
}
