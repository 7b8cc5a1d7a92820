import { useEffect } from 'react';
import { localTimeZone, recordEmailLocale, type GlobalHireClient } from '@globalhire/data';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const storeKey = (userId: string) => `globalhire_email_zone:${userId}`;
/** Where the browser keeps no session storage (blocked, sandboxed): once per page load. */
const claimedInMemory = new Set<string>();

/** True the first time a browser session asks for this user, false after. */
export function firstTimeThisSession(userId: string, store: SessionStore | null): boolean {
  try {
    if (store) {
      if (store.getItem(storeKey(userId))) return false;
      store.setItem(storeKey(userId), '1');
      return true;
    }
  } catch {
    // Storage refused: fall back to memory.
  }
  if (claimedInMemory.has(userId)) return false;
  claimedInMemory.add(userId);
  return true;
}

const sessionStore = (): SessionStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Runs `task` once the browser is idle, so the page's own requests go first. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Emails write times in the recipient's zone: once a browser session, the signed-in person's
 * zone and language are recorded from the browser unless a zone is saved already. Nothing runs
 * for a visitor, and a failure is left for the next session (UTC until then).
 */
export function useRecordEmailLocale(client: GlobalHireClient, userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    return whenIdle(() => {
      if (!firstTimeThisSession(userId, sessionStore())) return;
      void recordEmailLocale(client, userId, {
        timeZone: localTimeZone(),
        locale: typeof navigator === 'undefined' ? null : navigator.language,
      });
    });
  }, [client, userId]);
}
