import { useSyncExternalStore } from 'react';
import { clientConfig } from '@globalhire/data';
import { useSupabase } from '../app/supabase';
import { hasStoredSession } from '../boot/storedSession';

const noSubscription = () => () => undefined;

/**
 * Whether this browser holds a session for the site's Supabase project, before supabase-js has
 * read it. False on the server and while hydrating (the server's HTML is a visitor's), then the
 * browser's answer: a control can show the visitor's action at once, and wait (busy) only when a
 * session is about to be read.
 */
export function useStoredSession(): boolean {
  const url = clientConfig(useSupabase())?.url;
  return useSyncExternalStore(
    noSubscription,
    () =>
      url ? hasStoredSession(url, { getItem: (key) => window.localStorage.getItem(key) }) : false,
    () => false,
  );
}
