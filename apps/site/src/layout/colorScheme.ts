/**
 * The visitor's colour scheme: the system's (prefers-color-scheme) unless they chose otherwise
 * with the header's toggle. Only a choice that differs from the system is kept (localStorage), so
 * choosing the system's scheme again means "follow the system" once more.
 *
 * DOM only, no React: the page's bootstrap runs the toggle on a server-rendered page without the
 * app, and the app's ColorSchemeToggle calls the same functions. The toggle's icon and name are
 * chosen by CSS from the attribute on <html> (and the system setting), so nothing here touches
 * the button. No import of @globalhire/ui either: this module is part of the small bootstrap.
 */

export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'globalhire-color-scheme';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';
/** The <html> attribute the theme's CSS reads (@globalhire/ui's colorSchemeAttribute). */
export const colorSchemeAttribute = 'data-color-scheme';

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

const systemDark = () => window.matchMedia(darkSchemeQuery).matches;

const chosenScheme = () =>
  asColorScheme(document.documentElement.getAttribute(colorSchemeAttribute));

function applyScheme(chosen: ColorScheme | null) {
  if (chosen) document.documentElement.setAttribute(colorSchemeAttribute, chosen);
  else document.documentElement.removeAttribute(colorSchemeAttribute);
}

function readStored(): ColorScheme | null {
  try {
    return asColorScheme(localStorage.getItem(colorSchemeStorageKey));
  } catch {
    return null;
  }
}

/** Puts the remembered choice on <html>: what the head script does, for a page drawn without it. */
export function applyStoredColorScheme(): void {
  applyScheme(readStored());
}

/** Whether the page shows the dark scheme now. */
export const isDarkColorScheme = (): boolean => showsDark(chosenScheme(), systemDark());

/** Shows the dark (or light) scheme and remembers it, unless it is the system's. */
export function setDarkColorScheme(dark: boolean): void {
  const keep = schemeToKeep(dark, systemDark());
  try {
    if (keep) localStorage.setItem(colorSchemeStorageKey, keep);
    else localStorage.removeItem(colorSchemeStorageKey);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  applyScheme(keep);
}

/** The header toggle's action: switches to the other scheme than the one shown, and remembers it. */
export function toggleColorScheme(): void {
  setDarkColorScheme(!isDarkColorScheme());
}

/** A choice made in another tab applies here too. Returns the function that stops following. */
export function followColorSchemeChoice(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === colorSchemeStorageKey || event.key === null) applyStoredColorScheme();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
