import { useRef } from 'react';

/**
 * Props for a DialogContent opened from a row's button rather than a DialogTrigger. Radix hands
 * focus back to a dialog's trigger when it closes, and these dialogs have none: focus goes back
 * to the element that had it when the dialog opened or, when that is gone (its row left the
 * list, or lost that action), to `fallback()`.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null);
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
