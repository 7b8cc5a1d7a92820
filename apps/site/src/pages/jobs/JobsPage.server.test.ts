/**
 * The job search as the server draws it: a GET form a browser can submit without any script,
 * its fields named after the URL's parameters and filled in from the URL.
 */
import {
  approximateSearch,
  defaultHandlers,
  handlers,
  MOCK_ANON_KEY,
  MOCK_SUPABASE_URL,
} from '@globalhire/data/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { createServerClient } from '../../../server/serverClient';

const server = setupServer(...defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const origin = 'https://www.globalhire.example';
const client = createServerClient({ url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY });

async function htmlOf(path: string): Promise<string> {
  const result = await render(new Request(`${origin}${path}`), { client, origin });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result.html;
}

/** The opening tag of the element with this attribute, e.g. name="q". */
const tagWith = (html: string, attribute: string) =>
  new RegExp(`<[a-z]+[^>]*\\s${attribute}[^>]*>`).exec(html)?.[0] ?? '';

// The first render compiles the app's modules.
describe('the job search without scripts', { timeout: 60_000 }, () => {
  it('is one GET form to /jobs, applied on change, with the sort beside the results in it', async () => {
    const html = await htmlOf('/jobs');
    const form = tagWith(html, 'id="job-search"');
    expect(form).toMatch(/^<form/);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/jobs"');
    expect(form).toContain('role="search"');
    expect(form).toContain('data-apply-on-change=""');
    expect(tagWith(html, 'name="sort"')).toContain('form="job-search"');
    // Without scripts, buttons apply the filters and the sort.
    expect(html).toMatch(/<noscript><button type="submit"[^>]*form="job-search"[^>]*>.*Sort/);
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>.*Apply Filters/);
    // The keyword comes before the Filters disclosure; Reset is a link.
    expect(html.indexOf('name="q"')).toBeLessThan(html.indexOf('<summary'));
    expect(html).toMatch(/<a[^>]*href="\/jobs"[^>]*>.*?Reset/);
  });

  it('fills every field in from the URL', async () => {
    const html = await htmlOf(
      '/jobs?q=engineer&country=canada&type=remote&visa=1&salary=50000&currency=GBP&sort=salary',
    );
    expect(tagWith(html, 'name="q"')).toContain('value="engineer"');
    expect(tagWith(html, 'name="salary"')).toContain('value="50000"');
    expect(tagWith(html, 'name="visa"')).toMatch(/value="1".*checked=""|checked="".*value="1"/);
    expect(tagWith(html, 'name="relocation"')).not.toContain('checked');
    for (const [name, value] of [
      ['country', 'canada'],
      ['type', 'remote'],
      ['currency', 'GBP'],
      ['sort', 'salary'],
    ]) {
      const select = new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?</select>`).exec(html)?.[0];
      expect(select, name).toMatch(new RegExp(`<option value="${value}"[^>]*selected=""`));
    }
  });

  it('leaves the default sort and currency empty, so a submission keeps the URL clean', async () => {
    const html = await htmlOf('/jobs?q=engineer');
    const sort = /<select[^>]*name="sort"[\s\S]*?<\/select>/.exec(html)?.[0];
    expect(sort).toMatch(/<option value=""[^>]*selected="">Relevance<\/option>/);
    const currency = /<select[^>]*name="currency"[\s\S]*?<\/select>/.exec(html)?.[0];
    // The server cannot know the visitor's language: the fallback currency is the default.
    expect(currency).toMatch(/<option value=""[^>]*selected="">USD<\/option>/);
  });
});

describe('a search matching thousands of jobs, as the server draws it', { timeout: 60_000 }, () => {
  it('says "1,000+", marks the filter counts as estimates, and pages only what can be reached', async () => {
    server.use(handlers.searchJobs(approximateSearch));
    const html = await htmlOf('/jobs?q=engineer');
    expect(html).toMatch(/<h2[^>]*id="job-results-heading"[^>]*>1,000\+ jobs found<\/h2>/);
    expect(html).toContain('Counts are estimates when a search matches more than 1,000 jobs.');
    expect(html).toMatch(/<option value="ireland"[^>]*>Ireland \(about 4,900\)<\/option>/);
    expect(html).toContain('Page 1 of 100');
    // The estimated total itself is never printed.
    expect(html).not.toMatch(/9,?737/);
  });

  it('an exact search reads as before', async () => {
    const html = await htmlOf('/jobs');
    expect(html).toMatch(/<h2[^>]*id="job-results-heading"[^>]*>8 jobs found<\/h2>/);
    expect(html).not.toContain('Counts are estimates');
    expect(html).not.toContain('(about ');
  });
});
