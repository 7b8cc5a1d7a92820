import { describe, expect, it } from 'vitest';
import { filterFaqItems, type FaqItem } from './filterFaqItems';

const items: FaqItem[] = [
  {
    id: 'time',
    question: 'How long does the process take?',
    answer: 'Between 4 and 12 weeks on average.',
  },
  {
    id: 'fees',
    question: 'What are your fees?',
    answer: 'A one-time Registration fee of USD 150.',
  },
  {
    id: 'guarantee',
    question: 'Do you guarantee a placement?',
    answer: 'No placement is guaranteed.',
  },
];

const ids = (list: FaqItem[]) => list.map((item) => item.id);

describe('filterFaqItems', () => {
  it('keeps every entry, in order, for an empty or blank query', () => {
    expect(ids(filterFaqItems(items, ''))).toEqual(['time', 'fees', 'guarantee']);
    expect(ids(filterFaqItems(items, '   '))).toEqual(['time', 'fees', 'guarantee']);
  });

  it('matches the question case-insensitively', () => {
    expect(ids(filterFaqItems(items, 'PROCESS'))).toEqual(['time']);
  });

  it('matches the answer as well as the question', () => {
    expect(ids(filterFaqItems(items, 'usd 150'))).toEqual(['fees']);
  });

  it('keeps every entry that matches in either field', () => {
    expect(ids(filterFaqItems(items, 'placement'))).toEqual(['guarantee']);
    expect(ids(filterFaqItems(items, 'WEEKS'))).toEqual(['time']);
    expect(ids(filterFaqItems(items, 'e'))).toEqual(['time', 'fees', 'guarantee']);
  });

  it('ignores surrounding whitespace but not inner spaces', () => {
    expect(ids(filterFaqItems(items, '  fees? '))).toEqual(['fees']);
    expect(ids(filterFaqItems(items, 'fe es'))).toEqual([]);
  });

  it('returns nothing when no entry matches', () => {
    expect(filterFaqItems(items, 'relocation')).toEqual([]);
  });

  it('returns a new array, leaving the input untouched', () => {
    const result = filterFaqItems(items, '');
    expect(result).not.toBe(items);
    expect(items).toHaveLength(3);
  });
});
