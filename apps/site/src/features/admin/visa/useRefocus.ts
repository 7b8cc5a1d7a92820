import { useEffect, useRef } from 'react';

/**
 * Keeps focus in a row after a save from one of its buttons: a busy button is disabled (which
 * drops focus) and the button may change or leave the row. Call `refocus(find)` when the save
 * succeeds; once `shown` (the rows on screen) has changed and nothing is `busy` (no button is
 * disabled for a save), `find()`'s element gets the focus, unless focus has already moved on.
 */
export function useRefocus(shown: unknown, busy = false) {
  const pending = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const find = pending.current;
    if (!find || busy) return;
    pending.current = null;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) find()?.focus();
  }, [shown, busy]);
  return (find: () => HTMLElement | null) => {
    pending.current = find;
  };
}
