import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { GlobalHireClient } from '@globalhire/data';
import type { RenderResult } from '../src/entry-server';
import { createSiteApp, type SiteAppOptions } from './app';

const clientDir = mkdtempSync(join(tmpdir(), 'site-app-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets/main-abc.js'), 'console.log("main");'.repeat(100));
writeFileSync(join(clientDir, 'assets/main-abc.js.br'), 'brotli bytes');

const page = (
  status: number,
  extra: Partial<Extract<RenderResult, { kind: 'page' }>> = {},
): RenderResult => ({
  kind: 'page',
  status,
  html: '<h1>Find a Job</h1>',
  meta: { title: 'Find a Job', description: 'Jobs abroad.' },
  personal: false,
  modules: [],
  payload: {
    router: { loaderData: {}, actionData: null, errors: null },
    queries: { mutations: [], queries: [] },
  },
  ...extra,
});

function app(
  render: SiteAppOptions['render'],
  onError = vi.fn(),
  extra: Partial<SiteAppOptions> = {},
) {
  return createSiteApp({
    clientDir,
    siteUrl: 'https://www.globalhire.example',
    supabase: { url: 'https://project.supabase.co', anonKey: 'anon-key' },
    client: {} as GlobalHireClient,
    render,
    assetsFor: () => ({
      entry: '/assets/main-abc.js',
      preload: [],
      app: [],
      styles: ['/assets/main.css'],
      fonts: [],
    }),
    themeClass: 'theme',
    previewHostSuffixes: [],
    onError,
    ...extra,
  });
}

/** The socket a request arrived on, as @hono/node-server hands it to the app. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the site server', () => {
  it('sends a rendered page with its status, head, payload and public caching', async () => {
    const response = await app(async () => page(200)).request(
      'https://www.globalhire.example/jobs?q=nurse',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    const html = await response.text();
    expect(html).toContain('<title>Find a Job | GlobalHire</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.globalhire.example/jobs">');
    expect(html).toContain('<div id="root"><h1>Find a Job</h1></div>');
    expect(html).toContain('"anonKey":"anon-key"');
    const nonce = /'nonce-([^']+)'/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1];
    expect(html).toContain(
      `<script type="module" src="/assets/main-abc.js" nonce="${nonce}" data-app="">`,
    );
  });

  it('keeps the page status: 404 and 410 may be cached, 503 may not', async () => {
    for (const [status, cache] of [
      [404, 'public'],
      [410, 'public'],
      [503, 'private'],
    ] as const) {
      const response = await app(async () => page(status)).request(
        'https://www.globalhire.example/x',
      );
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toContain(cache);
    }
  });

  it('answers a redirect from the page or the router as it is', async () => {
    const response = await app(async () => ({
      kind: 'redirect',
      status: 301,
      location: '/employers/new',
    })).request('https://www.globalhire.example/employers/old');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/employers/new');
  });

  it('sends the shell, not a stack trace, when a page fails to render', async () => {
    const onError = vi.fn();
    const response = await app(async () => {
      throw new Error('boom at render (file.tsx:1:2)');
    }, onError).request('https://www.globalhire.example/jobs');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('boom');
    expect(onError).toHaveBeenCalledOnce();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('keeps a page drawn for one visitor (their citizenships) out of shared caches', async () => {
    const response = await app(async () => page(200, { personal: true })).request(
      'https://www.globalhire.example/jobs/3',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends the panels as the shell the browser renders', async () => {
    const response = await app(async () => ({ kind: 'client-only' })).request(
      'https://www.globalhire.example/admin',
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('sends the bare domain to www. and refuses other methods', async () => {
    const site = app(async () => page(200));
    const moved = await site.request('https://globalhire.example/jobs?q=1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('https://www.globalhire.example/jobs?q=1');
    const post = await site.request('https://www.globalhire.example/jobs', { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('keeps the www. redirect to http or https whatever X-Forwarded-Proto says, and out of shared caches', async () => {
    const site = app(async () => page(200));
    for (const proto of ['https://evil.example/x?', 'javascript', 'https://evil.example', 'ftp']) {
      for (const peer of [undefined, from('127.0.0.1'), from('203.0.113.9')]) {
        const moved = await site.request(
          'http://globalhire.example/jobs',
          { headers: { 'x-forwarded-proto': proto } },
          peer,
        );
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe('http://www.globalhire.example/jobs');
        expect(moved.headers.get('cache-control')).toMatch(/^private\b/);
      }
    }
  });

  it('takes X-Forwarded-Proto only from a trusted proxy (loopback unless configured)', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const location = async (site: ReturnType<typeof app>, peer: ReturnType<typeof from>) =>
      (await site.request('http://globalhire.example/jobs', https, peer)).headers.get('location');

    const byDefault = app(async () => page(200));
    expect(await location(byDefault, from('127.0.0.1'))).toBe('https://www.globalhire.example/jobs');
    expect(await location(byDefault, from('::ffff:127.0.0.1'))).toBe(
      'https://www.globalhire.example/jobs',
    );
    expect(await location(byDefault, from('203.0.113.9'))).toBe('http://www.globalhire.example/jobs');

    const behindBalancer = app(async () => page(200), vi.fn(), {
      trustedProxies: ['10.0.0.0/8', 'fd00::/8'],
    });
    expect(await location(behindBalancer, from('10.1.2.3'))).toBe(
      'https://www.globalhire.example/jobs',
    );
    expect(await location(behindBalancer, from('fd00::5'))).toBe('https://www.globalhire.example/jobs');
    expect(await location(behindBalancer, from('127.0.0.1'))).toBe(
      'http://www.globalhire.example/jobs',
    );
    expect(await location(behindBalancer, from('198.51.100.7'))).toBe(
      'http://www.globalhire.example/jobs',
    );
  });

  it('serves hashed assets precompressed and immutable, and a missing one as 404', async () => {
    const site = app(async () => page(200));
    const asset = await site.request('https://www.globalhire.example/assets/main-abc.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await site.request('https://www.globalhire.example/assets/gone-123.js');
    expect(missing.status).toBe(404);
  });

  it('compresses the HTML with brotli or gzip, as the browser accepts', async () => {
    const site = app(async () => page(200, { html: '<p>job</p>'.repeat(500) }));
    const br = await site.request('https://www.globalhire.example/', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await site.request('https://www.globalhire.example/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
  });
});
