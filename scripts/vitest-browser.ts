import type { BrowserConfigOptions } from 'vitest/node';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

export interface ChromiumBrowserOptions {
  viewport?: { width: number; height: number };
  /** Emulate `prefers-reduced-motion: reduce`, so spinners and transitions hold still. */
  reducedMotion?: boolean;
}

/**
 * A fresh headless-Chromium `browser` block for one Vitest project. It is a factory because
 * Vitest mutates the object it is given: a shared one mixes up the projects' results.
 */
export function chromiumBrowser(options: ChromiumBrowserOptions = {}): BrowserConfigOptions {
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  return {
    enabled: true,
    headless: true,
    ui: false,
    screenshotFailures: false,
    viewport,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs] },
      contextOptions: {
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        locale: 'en-US',
        timezoneId: 'UTC',
      },
    }),
    instances: [{ browser: 'chromium' }],
  };
}
