import { useEffect, useState } from 'react';

/** `text` once it has stayed the same for `delayMs`: what a live region says after typing pauses. */
export function useDebouncedText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}
