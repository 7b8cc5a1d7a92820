/**
 * The visitor's colour scheme: the system's (prefers-color-scheme) unless they chose otherwise
 * with the header's toggle. Only a choice that differs from the system is kept (localStorage), so
 * choosing the system's scheme again means "follow the system" once more.
 */
import { colorSchemeAttribute } from '@globalhire/ui';

export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'globalhire-color-scheme';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export const asColorScheme = (value: unknown): ColorScheme | null =>
  value === 'light' || value === 'dark' ? value : null;

/** Whether the page shows dark: the visitor's choice, or else the system's setting. */
export const showsDark = (chosen: ColorScheme | null, systemDark: boolean) =>
  chosen ? chosen === 'dark' : systemDark;

/** What to remember when the visitor asks for dark (or light) while the system is dark (or not). */
export const schemeToKeep = (wantDark: boolean, systemDark: boolean): ColorScheme | null =>
  wantDark === systemDark ? null : wantDark ? 'dark' : 'light';

/**
 * Run in <head> before the body is drawn (with the response's CSP nonce): puts the remembered
 * choice on <html>, where the theme's CSS reads it, so the first paint is already right.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem(${JSON.stringify(colorSchemeStorageKey)});if(s==='light'||s==='dark')document.documentElement.setAttribute(${JSON.stringify(colorSchemeAttribute)},s)}catch(e){}`;
