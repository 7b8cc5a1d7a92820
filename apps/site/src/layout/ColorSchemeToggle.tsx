import { useSyncExternalStore } from 'react';
import { ThemeToggle, colorSchemeAttribute } from '@globalhire/ui';
import {
  asColorScheme,
  colorSchemeStorageKey,
  darkSchemeQuery,
  schemeToKeep,
  showsDark,
  type ColorScheme,
} from './colorScheme';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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

// The server's head script did this already; `pnpm dev` and a stored choice from before it need it too.
if (typeof document !== 'undefined') applyScheme(readStored());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(darkSchemeQuery);
  media.addEventListener('change', notify);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colorSchemeStorageKey && event.key !== null) return;
    applyScheme(readStored());
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', notify);
    window.removeEventListener('storage', onStorage);
  };
}

const isDarkNow = () => showsDark(chosenScheme(), systemDark());

function setDark(dark: boolean) {
  const keep = schemeToKeep(dark, systemDark());
  try {
    if (keep) localStorage.setItem(colorSchemeStorageKey, keep);
    else localStorage.removeItem(colorSchemeStorageKey);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  applyScheme(keep);
  notify();
}

/** The header's light/dark switch: shows the scheme in use, remembers the visitor's choice. */
export function ColorSchemeToggle() {
  // The server cannot know the scheme: it renders "light", the browser then shows the real one.
  const dark = useSyncExternalStore(subscribe, isDarkNow, () => false);
  return <ThemeToggle dark={dark} onDarkChange={setDark} label="Dark theme" />;
}
