/**
 * A visitor's Save, Apply Now and citizenship picker work from the server's HTML alone: a GET
 * form and a link to log in and come back, and a form the site's server answers.
 */
import {
  defaultHandlers,
  fixtures,
  handlers,
  MOCK_ANON_KEY,
  MOCK_SUPABASE_URL,
} from '@globalhire/data/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult } from '../src/entry-server';
import { createServerClient } from './serverClient';

const server = setupServer(...defaultHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createServerClient({ url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY });
const origin = 'https://www.globalhire.example';
const renderPath = async (path: string, headers: Record<string, string> = {}) => {
  const result: RenderResult = await render(new Request(`${origin}${path}`, { headers }), {
    client,
    origin,
  });
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
};

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

/** The opening tag of the element whose attributes include all of `parts`. */
const tagWith = (html: string, ...parts: string[]) =>
  html.match(/<[a-z]+\s[^>]*>/g)?.find((tag) => parts.every((part) => tag.includes(part)));

// The first render compiles the app's modules.
describe("a visitor's actions in the server's HTML", { timeout: 60_000 }, () => {
  it('on a job page: Save and Apply Now lead to log in and come back', async () => {
    server.use(liveJob);
    const { html } = await renderPath('/jobs/1');
    expect(tagWith(html, '<form', 'method="get"', 'action="/login"')).toBeTruthy();
    expect(
      tagWith(html, 'type="hidden"', 'name="returnTo"', 'value="/jobs/1?save=1"'),
    ).toBeTruthy();
    expect(tagWith(html, 'href="/login?returnTo=%2Fjobs%2F1%3Fapply%3D1"')).toMatch(/^<a /);
  });

  it("on a job page: the citizenship picker is a form the site's server answers", async () => {
    server.use(liveJob);
    const { html } = await renderPath('/jobs/1', {
      cookie: 'globalhire_citizenships=IE',
    });
    expect(tagWith(html, '<form', 'method="post"', 'action="/visa-fit/citizenships"')).toBeTruthy();
    expect(tagWith(html, '<select', 'name="add"')).toBeTruthy();
    expect(
      tagWith(html, 'type="hidden"', 'name="returnTo"', 'value="/jobs/1#your-citizenships"'),
    ).toBeTruthy();
    expect(tagWith(html, '<button', 'type="submit"', 'name="remove"', 'value="IE"')).toContain(
      'aria-label="Remove Ireland"',
    );
  });

  it("on the job search: each card's Save leads back to the same search", async () => {
    const { html } = await renderPath('/jobs?q=nurse');
    const first = tagWith(html, 'data-slot="job-card-save"');
    expect(first).toMatch(/^<button /);
    expect(first).toMatch(/type="submit"/);
    expect(first).toMatch(/aria-label="Save [^"]+"/);
    expect(html).toMatch(/name="returnTo" value="\/jobs\?q=nurse&amp;save=\d+"/);
  });
});
