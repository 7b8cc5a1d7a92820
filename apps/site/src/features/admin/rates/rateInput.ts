import { formatNumber } from '@globalhire/data';

/** Rates must stay below this (as the data layer requires): more than any currency trades at. */
export const maxRatePerUsd = 1_000_000;

export const rateMessages = {
  notANumber: 'Enter the rate as a number, e.g. 0.79.',
  notPositive: 'The rate must be more than 0.',
  tooLarge: `The rate must be below ${formatNumber(maxRatePerUsd)} per US dollar.`,
};

/**
 * An admin's typed rate (units of the currency per US dollar) as a number, or the field's error.
 * Commas between thousands are allowed ('1,350.5'); anything else that is not a plain decimal
 * number is refused, as are 0 and negative rates.
 */
export function parseRate(input: string): { rate: number } | { error: string } {
  const text = input.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d*\.?\d+$/.test(text)) return { error: rateMessages.notANumber };
  const rate = Number(text);
  if (!Number.isFinite(rate)) return { error: rateMessages.notANumber };
  if (rate <= 0) return { error: rateMessages.notPositive };
  if (rate >= maxRatePerUsd) return { error: rateMessages.tooLarge };
  return { rate };
}

/** A rate as shown in the table and the field: up to six decimals, no trailing zeros. */
export const formatRate = (rate: number, locale = 'en') =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(rate);
