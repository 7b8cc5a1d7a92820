/**
 * The site's two formatting locales. Fixed, so the server's HTML and the browser agree whatever
 * the machine's or the visitor's locale:
 * - dates read day first with the month in words, as the spec's 'Terms effective 1 January 2025';
 * - amounts read as the spec's '$120,000 - $150,000' and the plans' '$99' ('$' is the US dollar;
 *   other dollars keep their prefix: A$, CA$, NZ$).
 */
export const siteDateLocale = 'en-GB';
export const siteNumberLocale = 'en-US';
