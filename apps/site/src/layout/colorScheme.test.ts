import { describe, expect, it } from 'vitest';
import { asColorScheme, colorSchemeScript, schemeToKeep, showsDark } from './colorScheme';

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
});
