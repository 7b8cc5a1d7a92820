import { supportedCurrencies } from '@globalhire/data';

/** The fallback when the visitor's region has no currency we convert. */
export const fallbackCurrency = 'USD';

// Regions whose legal tender is the euro (ISO 3166-1), plus the other currencies' home regions.
const euroRegions = [
  'AD',
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MC',
  'ME',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'SM',
  'VA',
  'XK',
];
const currencyByRegion = new Map<string, string>([
  ...euroRegions.map((region) => [region, 'EUR'] as const),
  ['AE', 'AED'],
  ['AU', 'AUD'],
  ['CA', 'CAD'],
  ['CH', 'CHF'],
  ['LI', 'CHF'],
  ['GB', 'GBP'],
  ['IM', 'GBP'],
  ['JE', 'GBP'],
  ['GG', 'GBP'],
  ['IN', 'INR'],
  ['JP', 'JPY'],
  ['NZ', 'NZD'],
  ['SG', 'SGD'],
  ['US', 'USD'],
  ['ZA', 'ZAR'],
  ['PH', 'PHP'],
  ['CN', 'CNY'],
  ['HK', 'HKD'],
  ['SE', 'SEK'],
  ['NO', 'NOK'],
  ['DK', 'DKK'],
  ['PL', 'PLN'],
  ['MX', 'MXN'],
  ['BR', 'BRL'],
]);

/**
 * The currency of a locale's region ('en-GB' → GBP, 'fr-CA' → CAD; 'en' → its likely region, US),
 * if we convert it; USD otherwise.
 */
export function currencyForLocale(locale: string | undefined): string {
  try {
    const region = locale ? new Intl.Locale(locale).maximize().region : undefined;
    const currency = region ? currencyByRegion.get(region) : undefined;
    return currency && (supportedCurrencies as readonly string[]).includes(currency)
      ? currency
      : fallbackCurrency;
  } catch {
    // Not a valid language tag (a browser setting we cannot read).
    return fallbackCurrency;
  }
}

/** The visitor's currency, from the browser's first language. */
export const visitorCurrency = (): string =>
  currencyForLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
