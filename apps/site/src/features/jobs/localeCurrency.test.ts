import { describe, expect, it } from 'vitest';
import { currencyForLocale } from './localeCurrency';

describe("the visitor's currency", () => {
  it('follows the region of the locale', () => {
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('en-US')).toBe('USD');
    expect(currencyForLocale('fr-CA')).toBe('CAD');
    expect(currencyForLocale('en-AU')).toBe('AUD');
    expect(currencyForLocale('en-NZ')).toBe('NZD');
    expect(currencyForLocale('en-IE')).toBe('EUR');
    expect(currencyForLocale('de')).toBe('EUR');
  });

  it('falls back to US dollars for a currency we do not convert or an unreadable locale', () => {
    expect(currencyForLocale('en')).toBe('USD');
    expect(currencyForLocale('ko-KR')).toBe('USD');
    expect(currencyForLocale('not a locale!')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });
});
