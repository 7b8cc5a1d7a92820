import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GlobalHireClient } from '@globalhire/data';
import { createSiteApp } from './app';

const site = 'https://www.globalhire.example';

function app(siteUrl = site) {
  return createSiteApp({
    clientDir: mkdtempSync(join(tmpdir(), 'site-form-')),
    siteUrl,
    supabase: { url: 'https://project.supabase.co', anonKey: 'anon-key' },
    client: {} as GlobalHireClient,
    render: async () => ({ kind: 'client-only' }),
    assetsFor: () => ({ entry: '/assets/main.js', preload: [], app: [], styles: [], fonts: [] }),
    themeClass: 'theme',
    previewHostSuffixes: [],
  });
}

/** The picker's form as a browser sends it from a page of the site. */
function post(
  fields: Record<string, string>,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: site },
  siteUrl = site,
) {
  return app(siteUrl).request(`${siteUrl}/visa-fit/citizenships`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const withCookie = (cookie: string) => ({
  'sec-fetch-site': 'same-origin',
  origin: site,
  cookie: `theme=dark; globalhire_citizenships=${cookie}`,
});

describe("the visitor's citizenship form", () => {
  it('keeps an added citizenship in the cookie and goes back to the page, to the picker', async () => {
    const response = await post({ returnTo: '/jobs/1?ref=home#your-citizenships', add: 'ie' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/jobs/1?ref=home#your-citizenships');
    expect(response.headers.get('set-cookie')).toBe(
      'globalhire_citizenships=IE; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(response.headers.get('cache-control')).toContain('no-cache');
  });

  it('adds to the citizenships already chosen, and removes one', async () => {
    const added = await post({ returnTo: '/jobs/1', add: 'IE' }, withCookie('GB'));
    expect(added.headers.get('set-cookie')).toMatch(/^globalhire_citizenships=GB\.IE; /);

    const removed = await post({ returnTo: '/jobs/1', add: '', remove: 'GB' }, withCookie('GB.IE'));
    expect(removed.status).toBe(303);
    expect(removed.headers.get('set-cookie')).toMatch(/^globalhire_citizenships=IE; /);
  });

  it('clears the cookie when the last citizenship is removed', async () => {
    const response = await post({ returnTo: '/jobs/1', remove: 'GB' }, withCookie('GB'));
    expect(response.headers.get('set-cookie')).toBe(
      'globalhire_citizenships=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });

  it('ignores what is not a country: the cookie is left as it was', async () => {
    for (const add of ['', 'XX', 'abc', 'G', '<script>', 'IE; Domain=evil.example']) {
      const response = await post({ returnTo: '/jobs/1', add }, withCookie('GB'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/jobs/1');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('keeps at most six citizenships', async () => {
    const response = await post(
      { returnTo: '/jobs/1', add: 'IE' },
      withCookie('GB.FR.DE.ES.IT.PT'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('sets no Secure attribute on a site served over http (local)', async () => {
    const response = await post(
      { returnTo: '/jobs/1', add: 'IE' },
      { origin: 'http://localhost:3000' },
      'http://localhost:3000',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBe(
      'globalhire_citizenships=IE; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('refuses a post from another site, whatever it claims', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.globalhire.example' },
      // A forged Origin does not outweigh the browser's own word.
      { 'sec-fetch-site': 'cross-site', origin: site },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
    ] as Record<string, string>[]) {
      const response = await post({ returnTo: '/jobs/1', add: 'IE' }, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('accepts a browser that sends only its Origin, when it is the site', async () => {
    const response = await post({ returnTo: '/jobs/1', add: 'IE' }, { origin: site });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^globalhire_citizenships=IE; /);
  });

  it('never sends the visitor to another site', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/jobs',
      '/\\evil.example',
      '/\t/evil.example',
      ' /jobs',
      'jobs/1',
      'javascript:alert(1)',
      '/jobs\r\nSet-Cookie: x=1',
      '',
    ]) {
      const response = await post({ returnTo, add: 'IE' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    }
    const missing = await post({ add: 'IE' });
    expect(missing.headers.get('location')).toBe('/');
  });

  it('refuses a body larger than a few fields', async () => {
    const response = await post({ returnTo: `/jobs/1?q=${'x'.repeat(5000)}`, add: 'IE' });
    expect(response.status).toBe(413);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('still answers only GET and HEAD elsewhere', async () => {
    const response = await app().request(`${site}/jobs`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(405);
  });
});
