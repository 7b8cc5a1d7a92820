/** Chromium's command-line flags for every test browser (see chromium.mjs). */
export declare const chromiumArgs: readonly string[];
/** CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export declare function chromiumPath(): string;
/** The headless shell for tests that take no pictures, else the full Chromium. */
export declare function headlessShellPath(): string;
