import { useEffect, type MouseEvent } from 'react';
import { ThemeToggle } from '@globalhire/ui';
import { applyStoredColorScheme, followColorSchemeChoice, toggleColorScheme } from './colorScheme';

// The server's head script did this already; `pnpm dev` and a stored choice from before it need it too.
if (typeof document !== 'undefined') applyStoredColorScheme();

const toggle = (event: MouseEvent<HTMLButtonElement>) => {
  // Handled: the bootstrap's own listener (for a page without the app) leaves this click alone.
  event.preventDefault();
  toggleColorScheme();
};

/**
 * The header's light/dark switch. Its icon and name come from CSS (the scheme on <html>, or the
 * system's), so the server's HTML is right from the first paint and nothing changes on hydration;
 * `data-color-scheme-toggle` lets the bootstrap run it on a page without the app.
 */
export function ColorSchemeToggle() {
  useEffect(followColorSchemeChoice, []);
  return <ThemeToggle data-color-scheme-toggle="" onClick={toggle} />;
}
