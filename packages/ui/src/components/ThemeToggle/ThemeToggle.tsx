import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { ButtonAppearanceProps } from '../Button';
import * as buttonStyles from '../Button/Button.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps
  extends
    Omit<ComponentProps<'button'>, 'children' | 'type' | 'aria-pressed' | 'aria-label'>,
    ButtonAppearanceProps {
  /** The button's name while the light theme shows: what pressing it does. */
  darkLabel?: string;
  /** The button's name while the dark theme shows. */
  lightLabel?: string;
}

/**
 * The light/dark switch: a sun in the light theme, a moon in the dark one, named by what it does
 * ("Switch to dark theme"). Both faces are rendered and CSS shows the one of the theme in use, so
 * the button is right in server HTML, before any script and whatever the scheme. That is also why
 * it has no `aria-pressed`: a server cannot know the visitor's scheme, and a state written by a
 * script would be wrong until the script runs; an action name chosen by CSS never is.
 * It only reports the click (`onClick`); the app switches and remembers the theme.
 */
export function ThemeToggle({
  darkLabel = 'Switch to dark theme',
  lightLabel = 'Switch to light theme',
  tone = 'neutral',
  variant = 'ghost',
  size = 'standard',
  className,
  ...props
}: ThemeToggleProps) {
  return (
    <button
      data-slot="theme-toggle"
      type="button"
      className={clsx(
        buttonStyles.button({ tone, variant, size }),
        iconButtonStyles.square({ size }),
        className,
      )}
      {...props}
    >
      <span className={styles.lightOnly} data-scheme="light">
        <span className={iconButtonStyles.icon} aria-hidden>
          <Sun />
        </span>
        <span className={styles.label}>{darkLabel}</span>
      </span>
      <span className={styles.darkOnly} data-scheme="dark">
        <span className={iconButtonStyles.icon} aria-hidden>
          <Moon />
        </span>
        <span className={styles.label}>{lightLabel}</span>
      </span>
    </button>
  );
}
