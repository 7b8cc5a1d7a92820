// The one place that says which Chromium the tests use and how it is started: the Vitest browser
// projects, the e2e suite, the smoke tests and the site benchmark all read it (types:
// chromium.d.mts).
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, headless, kept off the network tests must not depend on: without the
 * background-networking flags it tries to reach Google's hosts, many at a time.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** CHROMIUM_PATH, else Debian's package; tests never download a browser. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell` package puts the binary here (its /usr/bin entry is a script). */
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser for tests that take no pictures (e2e): Chromium's headless shell, the same engine
 * without the full browser's windows and UI, which costs well under half the CPU per test.
 * CHROMIUM_HEADLESS_SHELL_PATH, else Debian's package, else the full Chromium. Tests that compare
 * pictures keep the full Chromium their baselines were taken with: the shell lays out form
 * controls a few pixels apart.
 */
export const headlessShellPath = () => {
  const chosen = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (chosen) return chosen;
  return existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath();
};
