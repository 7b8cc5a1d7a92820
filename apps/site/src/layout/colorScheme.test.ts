import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeAttribute as themeAttribute } from '@globalhire/ui';
import {
  asColorScheme,
  colorSchemeAttribute,
  colorSchemeScript,
  followColorSchemeChoice,
  isDarkColorScheme,
  schemeToKeep,
  showsDark,
  toggleColorScheme,
} from './colorScheme';

/** A page in a browser whose system scheme is `systemDark`, with what was stored before. */
function browserPage(
  systemDark: boolean,
  stored: Record<string, string> = {},
  storageFails = false,
) {
  const attributes = new Map<string, string>();
  const listeners = new Map<string, (event: unknown) => void>();
  const storage = new Map(Object.entries(stored));
  const refuse = () => {
    if (storageFails) throw new Error('storage disabled');
  };
  vi.stubGlobal('document', {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  });
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
    }),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (refuse(), storage.get(key) ?? null),
    setItem: (key: string, value: string) => (refuse(), storage.set(key, value)),
    removeItem: (key: string) => (refuse(), storage.delete(key)),
  });
  return {
    chosen: () => attributes.get('data-color-scheme') ?? null,
    stored: () => storage.get('globalhire-color-scheme') ?? null,
    storeFromAnotherTab: (value: string) => {
      storage.set('globalhire-color-scheme', value);
      listeners.get('storage')?.({ key: 'globalhire-color-scheme' });
    },
    listening: () => listeners.has('storage'),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('colour scheme', () => {
  it('follows the system until the visitor chooses', () => {
    expect(showsDark(null, true)).toBe(true);
    expect(showsDark(null, false)).toBe(false);
    expect(showsDark('light', true)).toBe(false);
    expect(showsDark('dark', false)).toBe(true);
  });

  it('keeps only a choice that differs from the system', () => {
    expect(schemeToKeep(true, false)).toBe('dark');
    expect(schemeToKeep(false, true)).toBe('light');
    expect(schemeToKeep(true, true)).toBeNull();
    expect(schemeToKeep(false, false)).toBeNull();
  });

  it('ignores anything stored that is not a scheme', () => {
    expect(asColorScheme('dark')).toBe('dark');
    expect(asColorScheme('blue')).toBeNull();
    expect(asColorScheme(null)).toBeNull();
  });

  it('the head script puts the remembered choice on <html>, and only a valid one', () => {
    const run = (stored: string | null, failing = false) => {
      const attributes: Record<string, string> = {};
      const localStorage = {
        getItem: () => {
          if (failing) throw new Error('storage disabled');
          return stored;
        },
      };
      const document = {
        documentElement: {
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        },
      };
      new Function('localStorage', 'document', colorSchemeScript)(localStorage, document);
      return attributes;
    };
    expect(run('dark')).toEqual({ 'data-color-scheme': 'dark' });
    expect(run('light')).toEqual({ 'data-color-scheme': 'light' });
    expect(run('"><script>')).toEqual({});
    expect(run(null)).toEqual({});
    expect(run('dark', true)).toEqual({});
  });

  it('uses the attribute the theme reads', () => {
    expect(colorSchemeAttribute).toBe(themeAttribute);
  });
});

describe('the colour-scheme toggle', () => {
  it('in a light system, switches to dark and remembers it, then back to following the system', () => {
    const page = browserPage(false);
    expect(isDarkColorScheme()).toBe(false);
    toggleColorScheme();
    expect(page.chosen()).toBe('dark');
    expect(page.stored()).toBe('dark');
    expect(isDarkColorScheme()).toBe(true);
    toggleColorScheme();
    expect(page.chosen()).toBeNull();
    expect(page.stored()).toBeNull();
    expect(isDarkColorScheme()).toBe(false);
  });

  it('in a dark system, switches to light and remembers it', () => {
    const page = browserPage(true);
    expect(isDarkColorScheme()).toBe(true);
    toggleColorScheme();
    expect(page.chosen()).toBe('light');
    expect(page.stored()).toBe('light');
  });

  it('flips the scheme shown, whatever the system, when a choice is on the page', () => {
    const page = browserPage(false, { 'globalhire-color-scheme': 'dark' });
    document.documentElement.setAttribute('data-color-scheme', 'dark');
    toggleColorScheme();
    expect(page.chosen()).toBeNull();
    expect(page.stored()).toBeNull();
  });

  it('still switches the page when storage is refused', () => {
    const page = browserPage(false, {}, true);
    toggleColorScheme();
    expect(page.chosen()).toBe('dark');
  });

  it('applies a choice made in another tab, until told to stop', () => {
    const page = browserPage(false);
    const stop = followColorSchemeChoice();
    page.storeFromAnotherTab('dark');
    expect(page.chosen()).toBe('dark');
    stop();
    expect(page.listening()).toBe(false);
  });
});
