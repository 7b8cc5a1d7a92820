import { describe, expect, it } from 'vitest';
import { cityOptions, labelWithCount, optionsWithCounts } from './facetOptions';

const en = { locale: 'en' };

const countries = [
  { value: 'australia', label: 'Australia' },
  { value: 'canada', label: 'Canada' },
  { value: '---', label: '──', disabled: true },
  { value: 'chad', label: 'Chad' },
  { value: 'japan', label: 'Japan' },
];

describe('filter options with counts', () => {
  it('puts the count in the label, formatted', () => {
    expect(labelWithCount('Canada', 124, en)).toBe('Canada (124)');
    expect(labelWithCount('Remote', 1240, en)).toBe('Remote (1,240)');
  });

  it('leaves out options without jobs, keeps the divider only between two groups', () => {
    const facet = [
      { value: 'canada', count: 124 },
      { value: 'japan', count: 2 },
    ];
    expect(optionsWithCounts(countries, facet, '', en)).toEqual([
      { value: 'canada', label: 'Canada (124)' },
      { value: '---', label: '──', disabled: true },
      { value: 'japan', label: 'Japan (2)' },
    ]);
    expect(optionsWithCounts(countries, [{ value: 'canada', count: 3 }], '', en)).toEqual([
      { value: 'canada', label: 'Canada (3)' },
    ]);
  });

  it('keeps the chosen option even with no jobs, so the select shows what is applied', () => {
    expect(optionsWithCounts(countries, [], 'chad', en)).toEqual([
      { value: 'chad', label: 'Chad (0)' },
    ]);
  });

  it('shows the options as they are while there are no counts yet', () => {
    expect(optionsWithCounts(countries, undefined, '', en)).toEqual(countries);
  });

  it('lists cities with jobs A–Z, plus the chosen one', () => {
    const facet = [
      { value: 'Toronto', count: 4 },
      { value: 'Auckland', count: 1 },
      { value: 'Nowhere', count: 0 },
    ];
    expect(cityOptions(facet, '', en)).toEqual([
      { value: 'Auckland', label: 'Auckland (1)' },
      { value: 'Toronto', label: 'Toronto (4)' },
    ]);
    expect(cityOptions(facet, 'Berlin', en).map((o) => o.label)).toEqual([
      'Auckland (1)',
      'Berlin (0)',
      'Toronto (4)',
    ]);
    expect(cityOptions(undefined, 'Berlin', en)).toEqual([{ value: 'Berlin', label: 'Berlin' }]);
  });

  it('writes estimated counts as "about", at two significant figures, never as exact', () => {
    const estimated = { locale: 'en', estimated: true };
    expect(labelWithCount('Canada', 1234, estimated)).toBe('Canada (about 1,200)');
    expect(labelWithCount('Remote', 87, estimated)).toBe('Remote (about 87)');
    expect(labelWithCount('Chad', 0, estimated)).toBe('Chad');
    const facet = [
      { value: 'canada', count: 9737 },
      { value: 'japan', count: 151 },
    ];
    expect(optionsWithCounts(countries, facet, 'chad', estimated).map((o) => o.label)).toEqual([
      'Canada (about 9,700)',
      '──',
      'Chad',
      'Japan (about 150)',
    ]);
    expect(cityOptions([{ value: 'Toronto', count: 2468 }], '', estimated)).toEqual([
      { value: 'Toronto', label: 'Toronto (about 2,500)' },
    ]);
  });
});
