/**
 * What the site's server sends around every page: the Content-Security-Policy (checked in a real
 * browser: an injected inline script refused; routes.spec.ts checks every public page), the other
 * security headers, caching and compression.
 */
import { expect, test } from './support/test';
import { violations, watchViolations } from './support/csp';
import { fetchRaw } from './support/rawHtml';
import { asIfSignedIn } from './support/site';

test('the security headers are on every response', async ({ request }) => {
  for (const path of ['/', '/jobs/1', '/no-such-page', '/admin', '/robots.txt']) {
    const headers = (await fetchRaw(request, path)).response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toMatch(/'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(scriptSrc, path).not.toContain('unsafe-eval');
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('each response has its own nonce, and the page uses it', async ({ request }) => {
  const [first, second] = [await fetchRaw(request, '/'), await fetchRaw(request, '/')];
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const nonce = nonceOf(first.response.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.response.headers()['content-security-policy'])).not.toBe(nonce);
  expect(first.html).toContain(`<script type="module" src="/assets/`);
  expect(first.html).toContain(`nonce="${nonce}"`);
  // One executable inline script, with the nonce: the colour scheme, set before the first paint.
  // The page's data travels as JSON, which is never run.
  const inline = [...first.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
    ([, attributes = '']) => attributes,
  );
  const executable = inline.filter(
    (attributes) => !/type="application\/(json|ld\+json)"/.test(attributes),
  );
  expect(executable).toEqual([` nonce="${nonce}"`]);
});

test('caching: hashed assets for a year, public HTML briefly at the CDN, panels never', async ({
  request,
}) => {
  const home = await fetchRaw(request, '/');
  expect(home.response.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  );
  const asset = /<script type="module" src="([^"]+)"/.exec(home.html)![1]!;
  const script = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect((await fetchRaw(request, '/admin')).response.headers()['cache-control']).toBe(
    'private, no-cache',
  );
  const page = await request.get('/jobs', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers().vary).toContain('Accept-Encoding');
});

test.describe('the policy in a real browser', () => {
  // Every public page is loaded, hydrated and checked for violations in routes.spec.ts, in the
  // same visit that checks its heading.

  test('an inline script injected into a page is refused', async ({ page }) => {
    await watchViolations(page);
    await page.goto('/jobs/1');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations(page)).some((line) => line.startsWith('script-src'))).toBe(true);
  });

  test('the pages hydrate: a server-rendered page becomes interactive without a reload', async ({
    page,
  }) => {
    await page.goto('/jobs/1');
    await asIfSignedIn(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Maple Tech Solutions' }).first().click();
    await expect(page).toHaveURL(/\/employers\/maple-tech-solutions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maple Tech Solutions');
    // The router drew the next page: the document was not reloaded.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});
