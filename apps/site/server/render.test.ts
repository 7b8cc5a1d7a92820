/**
 * The server render of the real routes and pages (src/entry-server.tsx) against supabase-js
 * answered by the MSW mocks of @globalhire/data: the render passes fetch what the pages ask for,
 * dependent queries included, and the page's state decides the status.
 */
import { defaultHandlers, handlers, MOCK_ANON_KEY, MOCK_SUPABASE_URL } from '@globalhire/data/mocks';
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
const renderPath = (path: string) => render(new Request(`${origin}${path}`), { client, origin });

function page(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

// The first render compiles the app's modules.
describe('render', { timeout: 60_000 }, () => {
  it('renders a job with its data, meta and the cache the browser hydrates from', async () => {
    const result = page(await renderPath('/jobs/1'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('Senior Software Engineer');
    expect(result.html).toContain('real-time payments platform');
    expect(result.meta?.title).toBe('Senior Software Engineer at Maple Tech Solutions');
    expect(result.modules).toEqual(['src/pages/jobs/JobDetailPage.tsx']);
    const cached = result.payload.queries.queries.map((query) => query.queryKey[0]);
    expect(cached).toContain('job');
    // No skeleton left: the last pass had every answer (the similar jobs' too).
    expect(result.html).not.toContain('Loading the job');
    expect(result.html).toContain('aria-labelledby="similar-jobs-heading" aria-busy="false"');
  });

  it('renders /fees from the fee schedule, with where no fee is charged', async () => {
    server.use(handlers.serviceFeeSchedule(), handlers.feeJurisdictions());
    const result = page(await renderPath('/fees'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('$10,000');
    expect(result.html).toContain('Where we charge no fees');
    expect(result.html).toContain('Ontario, Canada');
    expect(result.html).toContain('https://www.legislation.gov.uk/ukpga/1973/35/section/6');
    expect(result.html).not.toContain('Loading our fees');
  });

  it('follows a dependent query to a closed job (a second pass) and answers 410', async () => {
    server.use(handlers.job.empty(), handlers.closedJob());
    const result = page(await renderPath('/jobs/7'));
    expect(result.status).toBe(410);
    expect(result.html).toContain('QA Analyst');
    expect(result.meta?.noIndex).toBe(true);
  });

  it('answers 404 for a job that is neither live nor closed', async () => {
    server.use(handlers.job.empty(), handlers.closedJob.empty());
    const result = page(await renderPath('/jobs/7'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('Job not found.');
  });

  it("sends a renamed company's old address to its new one (301)", async () => {
    server.use(handlers.employerBySlug.empty(), handlers.currentCompanySlug('maple-tech'));
    expect(await renderPath('/employers/maple-old')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/employers/maple-tech',
    });
  });

  it('gives the page its error state and 503 when the database fails', async () => {
    server.use(handlers.job.error(500));
    const result = page(await renderPath('/jobs/1'));
    expect(result.status).toBe(503);
    expect(result.html).toContain('role="alert"');
    expect(result.html).toContain('This job could not be loaded.');
    expect(result.html).not.toContain('Loading the job');
    // A failed query is not sent to the browser, which asks again.
    expect(result.payload.queries.queries.map((query) => query.queryKey[0])).not.toContain('job');
  });

  it('answers 404 for an unknown route, a route redirect as it is, and leaves the panels to the browser', async () => {
    expect(page(await renderPath('/no-such-page')).status).toBe(404);
    expect(await renderPath('/employers-login')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/login?type=employer',
    });
    expect(await renderPath('/admin/jobs')).toEqual({ kind: 'client-only' });
    expect(await renderPath('/alerts/unsubscribe?token=abc')).toEqual({ kind: 'client-only' });
    expect(await renderPath('/notifications/unsubscribe?token=abc&kind=offer_made')).toEqual({
      kind: 'client-only',
    });
  });
});
