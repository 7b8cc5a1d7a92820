/**
 * The verified sponsor badge is part of the server render of company and job pages: the render
 * fetches the company's verified licences with the page, and the browser hydrates from the cache.
 */
import {
  defaultHandlers,
  employerLicenceTable,
  fixtures,
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
const renderPath = (path: string) => render(new Request(`${origin}${path}`), { client, origin });

function page(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

const cachedKeys = (result: ReturnType<typeof page>) =>
  result.payload.queries.queries.map((query) => query.queryKey[0]);

// The first render compiles the app's modules.
describe('the verified sponsor badge, rendered on the server', { timeout: 60_000 }, () => {
  it('shows on the job page, in the cache the browser hydrates from', async () => {
    server.use(...employerLicenceTable([fixtures.mapleLicences.verifiedUk]));
    const result = page(await renderPath('/jobs/1'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('UK licensed sponsor, verified');
    expect(cachedKeys(result)).toContain('verified-licences');
  });

  it('shows on the company page; a claim not yet verified shows nothing', async () => {
    server.use(
      ...employerLicenceTable([
        fixtures.mapleLicences.verifiedNz,
        fixtures.mapleLicences.claimedUk,
      ]),
    );
    const result = page(await renderPath('/employers/maple-tech-solutions'));
    expect(result.status).toBe(200);
    expect(result.html).toContain('NZ accredited employer, verified');
    expect(result.html).not.toContain('UK licensed sponsor');
  });
});
