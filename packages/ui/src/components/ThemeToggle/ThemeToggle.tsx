import { Moon, Sun } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../IconButton';
import * as styles from './ThemeToggle.css';

export interface ThemeToggleProps extends Omit<
  IconButtonProps,
  'label' | 'icon' | 'onClick' | 'aria-pressed'
> {
  /** Whether the dark theme is the one showing. */
  dark: boolean;
  /** Called with the theme asked for: true for dark, false for light. */
  onDarkChange: (dark: boolean) => void;
  /** The button's accessible name; its pressed state says whether dark is on. */
  label?: string;
}

/**
 * A toggle button between the light and the dark theme (`aria-pressed`: pressed means dark).
 * It only reports the choice; the app applies and remembers it (see the site's colour scheme).
 */
export function ThemeToggle({
  dark,
  onDarkChange,
  label = 'Dark theme',
  ...props
}: ThemeToggleProps) {
  return (
    <IconButton
      data-slot="theme-toggle"
      {...props}
      label={label}
      aria-pressed={dark}
      icon={dark ? <Moon className={styles.icon} /> : <Sun className={styles.icon} />}
      onClick={() => onDarkChange(!dark)}
    />
  );
}
