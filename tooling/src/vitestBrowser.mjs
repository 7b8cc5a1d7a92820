// Vitest's browser mode in the Chromium every browser suite uses (types: vitestBrowser.d.mts).
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/**
 * A fresh headless-Chromium `browser` block for one Vitest project. It is a factory because
 * Vitest mutates the object it is given: a shared one mixes up the projects' results.
 */
export function chromiumBrowser(options = {}) {
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
