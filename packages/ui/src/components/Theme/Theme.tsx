import { createContext, use, useMemo, useState, type ComponentProps } from 'react';
import clsx from 'clsx';
import { darkThemeClass, lightThemeClass, systemThemeClass } from '../../theme/themes.css';
import * as styles from './Theme.css';

/** `system` follows `prefers-color-scheme`, or an ancestor's `data-color-scheme` when it has one. */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

const themeClasses: Record<ThemeChoice, string> = {
  light: lightThemeClass,
  dark: darkThemeClass,
  system: systemThemeClass,
};

interface ThemeContextValue {
  theme: ThemeChoice;
  /** The element portals render into, inside the theme element; null until it is mounted. */
  container: HTMLElement | null;
}

const ThemeContext = /* @__PURE__ */ createContext<ThemeContextValue | null>(null);

export interface ThemeProps extends ComponentProps<'div'> {
  /** The colour theme; without it a nested Theme keeps the outer one's, an outermost one is `system`. */
  theme?: ThemeChoice;
}

/**
 * Applies a theme to its own element: the theme's variables, font, text colour and background.
 * Dialogs and other portals of the components inside render into a container at the end of
 * this element, so they carry the theme too (a theme on a `div` styles its dialogs).
 */
export function Theme({ theme, className, children, ...props }: ThemeProps) {
  const outer = use(ThemeContext);
  const resolved = theme ?? outer?.theme ?? 'system';
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ theme: resolved, container }), [resolved, container]);
  return (
    <div data-theme={resolved} {...props} className={clsx(themeClasses[resolved], className)}>
      <ThemeContext value={value}>{children}</ThemeContext>
      <div ref={setContainer} className={styles.portals} data-slot="theme-portals" />
    </div>
  );
}

/** The nearest Theme's choice, or undefined outside any Theme. */
export function useThemeChoice(): ThemeChoice | undefined {
  return use(ThemeContext)?.theme;
}

/**
 * Where a portal renders: the nearest Theme's container, or undefined (Radix's default,
 * `<body>`) outside any Theme. Every ui portal (Dialog, the menus) reads it.
 */
export function usePortalContainer(): HTMLElement | undefined {
  return use(ThemeContext)?.container ?? undefined;
}
