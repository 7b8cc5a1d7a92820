import { describe, expect, it } from 'vitest';
import { firstTimeThisSession } from './recordEmailLocale';

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("recording the browser's zone for emails", () => {
  it('happens once a browser session for each person', () => {
    const store = memoryStore();
    expect(firstTimeThisSession('a', store)).toBe(true);
    expect(firstTimeThisSession('a', store)).toBe(false);
    expect(firstTimeThisSession('b', store)).toBe(true);
    // A new session (a new store) records again, for a zone still unset.
    expect(firstTimeThisSession('a', memoryStore())).toBe(true);
  });

  it('still happens only once when the browser refuses session storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(firstTimeThisSession('c', refusing)).toBe(true);
    expect(firstTimeThisSession('c', refusing)).toBe(false);
    expect(firstTimeThisSession('d', null)).toBe(true);
    expect(firstTimeThisSession('d', null)).toBe(false);
  });
});
