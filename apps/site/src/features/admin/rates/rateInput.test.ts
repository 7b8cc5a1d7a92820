import { describe, expect, it } from 'vitest';
import { formatRate, parseRate, rateMessages } from './rateInput';

describe('an exchange rate typed by an admin', () => {
  it('accepts positive decimal numbers, with thousands commas', () => {
    expect(parseRate('0.79')).toEqual({ rate: 0.79 });
    expect(parseRate(' 1.35 ')).toEqual({ rate: 1.35 });
    expect(parseRate('.5')).toEqual({ rate: 0.5 });
    expect(parseRate('1,350.25')).toEqual({ rate: 1350.25 });
    expect(parseRate('155')).toEqual({ rate: 155 });
  });

  it('refuses what is not a number', () => {
    for (const input of ['', 'abc', '1.2.3', '1e3', '0x10', 'Infinity', '12 GBP', '1,2'])
      expect(parseRate(input)).toEqual({ error: rateMessages.notANumber });
  });

  it('refuses zero, negative and absurd rates', () => {
    expect(parseRate('0')).toEqual({ error: rateMessages.notPositive });
    expect(parseRate('-1.2')).toEqual({ error: rateMessages.notPositive });
    expect(parseRate('1000000')).toEqual({ error: rateMessages.tooLarge });
    expect(parseRate('999999')).toEqual({ rate: 999999 });
  });

  it('shows up to six decimals', () => {
    expect(formatRate(0.7912345678)).toBe('0.791235');
    expect(formatRate(1350)).toBe('1,350');
  });
});
