import type { BrowserConfigOptions } from 'vitest/node';
// The Playwright provider's additions to browser commands' context (`page`, `iframe`).
import type {} from '@vitest/browser-playwright';

export interface ChromiumBrowserOptions {
  viewport?: { width: number; height: number };
  /** Emulate `prefers-reduced-motion: reduce`, so spinners and transitions hold still. */
  reducedMotion?: boolean;
}

/** A fresh headless-Chromium `browser` block for one Vitest project (never share one). */
export declare function chromiumBrowser(options?: ChromiumBrowserOptions): BrowserConfigOptions;
