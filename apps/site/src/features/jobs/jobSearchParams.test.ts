import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  parseJobSearchParams,
  searchParamsFromFilters,
} from './jobSearchParams';

const parse = (query: string) => parseJobSearchParams(new URLSearchParams(query));

describe('job filters in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'q=nurse&country=australia&city=Sydney&category=healthcare&type=on-site&employment=full-time&posted=7d&visa=1&relocation=1&salary=50000&currency=gbp&sort=salary&page=2',
      ),
    ).toEqual({
      filters: {
        keyword: 'nurse',
        country: 'australia',
        city: 'Sydney',
        category: 'healthcare',
        workType: 'on-site',
        employmentType: 'full-time',
        postedWithin: '7d',
        visaSponsorship: true,
        relocationSupport: true,
        minSalary: 50000,
        salaryCurrency: 'GBP',
        sort: 'salary',
        page: 2,
      },
      notes: [],
    });
  });

  it('reads and writes "Jobs I can likely take" as likely=1, and says why another value is ignored', () => {
    expect(parse('likely=1').filters).toEqual({ likelyTakeable: true, page: 1 });
    expect(searchParamsFromFilters({ likelyTakeable: true, page: 1 }).toString()).toBe('likely=1');
    expect(parse('likely=yes').notes).toEqual([expect.stringContaining('jobs I can likely take')]);
  });

  it('starts on page 1 with nothing chosen and says nothing', () => {
    expect(parse('')).toEqual({ filters: { page: 1 }, notes: [] });
    expect(parse('q=%20%20&visa=0')).toEqual({ filters: { page: 1 }, notes: [] });
  });

  it('reads empty values as no value: a form submitted without scripts sends every field', () => {
    expect(
      parse(
        'q=&country=&city=&category=&type=&employment=&posted=&visa=&relocation=&likely=&salary=&currency=&sort=&page=',
      ),
    ).toEqual({ filters: { page: 1 }, notes: [] });
    expect(parse('q=&sort=&visa=1&currency=')).toEqual({
      filters: { visaSponsorship: true, page: 1 },
      notes: [],
    });
  });

  it('round-trips and leaves defaults out of the URL', () => {
    const filters = { keyword: 'data', relocationSupport: true, page: 1 };
    expect(searchParamsFromFilters(filters).toString()).toBe('q=data&relocation=1');
    expect(filtersFromSearchParams(searchParamsFromFilters({ ...filters, page: 3 }))).toEqual({
      ...filters,
      page: 3,
    });
  });

  it('writes the sort only when it is not the default for the keyword', () => {
    expect(searchParamsFromFilters({ keyword: 'x', sort: 'relevance' }).toString()).toBe('q=x');
    expect(searchParamsFromFilters({ keyword: 'x', sort: 'newest' }).toString()).toBe(
      'q=x&sort=newest',
    );
    expect(searchParamsFromFilters({ sort: 'newest' }).toString()).toBe('');
    expect(searchParamsFromFilters({ sort: 'salary' }).toString()).toBe('sort=salary');
  });

  it('writes the currency when it is not the visitor’s own, or a minimum salary is in it', () => {
    const options = { defaultCurrency: 'GBP' };
    expect(searchParamsFromFilters({ salaryCurrency: 'GBP' }, options).toString()).toBe('');
    expect(searchParamsFromFilters({ salaryCurrency: 'EUR' }, options).toString()).toBe(
      'currency=EUR',
    );
    expect(
      searchParamsFromFilters({ salaryCurrency: 'GBP', minSalary: 40000 }, options).toString(),
    ).toBe('salary=40000&currency=GBP');
  });
});

describe('bad values in the URL are ignored with a note', () => {
  it('shortens a very long keyword', () => {
    const { filters, notes } = parse(`q=${'engineer '.repeat(250)}`);
    expect(filters.keyword!.length).toBeLessThanOrEqual(200);
    expect(filters.keyword).toMatch(/^engineer engineer/);
    expect(notes).toEqual(['Searched the first 200 characters of the keyword only']);
  });

  it('ignores a keyword of only punctuation, keeps one with emoji and letters', () => {
    expect(parse('q=%27%22%3B--%28%29')).toEqual({
      filters: { page: 1 },
      notes: ['Ignored keyword "\'";--()": no letters or numbers'],
    });
    expect(parse('q=🚀').notes).toEqual(['Ignored keyword "🚀": no letters or numbers']);
    expect(parse('q=nurse 🚑').filters.keyword).toBe('nurse 🚑');
    // PostgREST and SQL syntax is just text to search: the data layer binds it as a parameter.
    expect(parse('q=title.eq.x,or(1=1)').filters.keyword).toBe('title.eq.x,or(1=1)');
  });

  it('explains each bad salary', () => {
    expect(parse('salary=abc').notes).toEqual(['Ignored salary "abc": not a number']);
    expect(parse('salary=1e9').notes).toEqual(['Ignored salary "1e9": not a number']);
    expect(parse('salary=-5000').notes).toEqual([
      'Ignored salary "-5000": not an amount above zero',
    ]);
    expect(parse('salary=0').notes).toEqual(['Ignored salary "0": not an amount above zero']);
    expect(parse('salary=99999999999999').notes).toEqual([
      'Ignored salary "99999999999999": larger than any salary we list',
    ]);
    expect(parse('salary=52,000.70').filters.minSalary).toBe(52000);
    expect(parse('salary=abc').filters.minSalary).toBeUndefined();
  });

  it('ignores unknown currencies, countries, sorts, dates and pages', () => {
    const { filters, notes } = parse(
      'currency=XYZ&country=atlantis&sort=cheapest&posted=1y&page=-3&type=moon&employment=forever&category=wizardry&visa=yes',
    );
    expect(filters).toEqual({ page: 1 });
    expect(notes).toEqual([
      'Ignored country "atlantis": not a country we list',
      'Ignored category "wizardry": not a job category',
      'Ignored work type "moon": not a work type',
      'Ignored employment type "forever": not an employment type',
      'Ignored date posted "1y": use 24h, 7d or 30d',
      'Ignored visa sponsorship "yes": use 1 to turn it on',
      'Ignored currency "XYZ": not a currency we convert',
      'Ignored sort "cheapest": use relevance, newest or salary',
      'Ignored page "-3": not a page number',
    ]);
  });

  it('ignores relevance without a keyword to rank by', () => {
    expect(parse('sort=relevance').notes).toEqual([
      'Ignored sort "relevance": relevance needs a keyword',
    ]);
    expect(parse('q=nurse&sort=relevance').filters.sort).toBe('relevance');
  });

  it('keeps a page far past the end (the page says there are no jobs there)', () => {
    expect(parse('page=10000')).toEqual({ filters: { page: 10000 }, notes: [] });
    expect(parse('page=2.5').notes).toEqual(['Ignored page "2.5": not a page number']);
    expect(parse('page=99999')).toEqual({
      filters: { page: 1 },
      notes: ['Ignored page "99999": results stop at page 10,000'],
    });
  });

  it('shortens a long bad value in its note', () => {
    const [note] = parse(`country=${'x'.repeat(100)}`).notes;
    expect(note).toBe(`Ignored country "${'x'.repeat(40)}…": not a country we list`);
  });

  it('ignores a city that is too long or has no letters', () => {
    expect(parse('city=%3F%3F').notes).toEqual(['Ignored city "??": not a city name']);
    expect(parse(`city=${'a'.repeat(101)}`).filters.city).toBeUndefined();
    expect(parse('city=St.%20John%27s').filters.city).toBe("St. John's");
  });
});
