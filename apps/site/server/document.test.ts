import { describe, expect, it } from 'vitest';
import { htmlDocument } from './document';
import { contentSecurityPolicy } from './headers';
import { createAssetResolver } from './assets';

const parts = {
  assets: {
    entry: '/assets/main.js',
    preload: ['/assets/page.js'],
    app: ['/assets/start.js', '/assets/JobPage.js'],
    styles: ['/assets/main.css'],
    fonts: ['/assets/inter.woff2'],
  },
  themeClass: 'theme',
  nonce: 'abc123',
  location: { origin: 'https://www.globalhire.example', pathname: '/jobs/1', search: '' },
  html: '<h1>Job</h1>',
};

describe('htmlDocument', () => {
  it('escapes meta text and keeps the page data from closing its script element', () => {
    const html = htmlDocument({
      ...parts,
      meta: { title: 'Chef "Head" <b>', description: 'Tom & Jerry', noIndex: true },
      payload: {
        supabase: { url: 'https://x.supabase.co', anonKey: 'k' },
        hydration: {
          router: {
            loaderData: { a: '</script><script>alert(1)</script>' },
            actionData: null,
            errors: null,
          },
          queries: { mutations: [], queries: [] },
        },
      },
    });
    expect(html).toContain('<title>Chef &#34;Head&#34; &#60;b&#62; | GlobalHire</title>');
    expect(html).toContain('content="Tom &#38; Jerry"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(html).toContain(
      '<link rel="modulepreload" href="/assets/page.js" fetchpriority="low" nonce="abc123">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('loads only the bootstrap with a server-rendered page, and names the app it starts on intent', () => {
    const hydration = {
      router: { loaderData: {}, actionData: null, errors: null },
      queries: { mutations: [], queries: [] },
    };
    const supabase = { url: 'https://x.supabase.co', anonKey: 'k' };
    const rendered = htmlDocument({ ...parts, meta: null, payload: { supabase, hydration } });
    expect(rendered).toContain(
      '<script type="module" src="/assets/main.js" nonce="abc123" data-app="/assets/start.js /assets/JobPage.js"></script>',
    );
    expect(rendered).not.toContain('<link rel="modulepreload" href="/assets/start.js"');
    // A panel is drawn by the app: its chunks are fetched with the page.
    const shell = htmlDocument({ ...parts, html: '', meta: null, payload: { supabase } });
    expect(shell).toContain(
      '<link rel="modulepreload" href="/assets/start.js" fetchpriority="low" nonce="abc123">',
    );
    expect(shell).toContain(
      '<link rel="modulepreload" href="/assets/JobPage.js" fetchpriority="low" nonce="abc123">',
    );
  });

  it("sets the visitor's colour scheme in <head>, before the body, with the nonce", () => {
    const html = htmlDocument({
      ...parts,
      meta: null,
      payload: { supabase: { url: 'https://x.supabase.co', anonKey: 'k' } },
    });
    const head = html.slice(0, html.indexOf('<body>'));
    expect(head).toMatch(
      /<script nonce="abc123">[^<]*localStorage[^<]*data-color-scheme[^<]*<\/script>/,
    );
    const executable = [...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('application/json'));
    expect(executable).toHaveLength(2);
    for (const tag of executable) expect(tag).toContain('nonce="abc123"');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the nonce only, and the Supabase project for data', () => {
    const csp = contentSecurityPolicy({
      supabaseUrl: 'https://project.supabase.co',
      nonce: 'n0nce',
    });
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain(
      "connect-src 'self' https://project.supabase.co wss://project.supabase.co",
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('createAssetResolver', () => {
  it("preloads the entry's imports and gives the app's start and the pages' chunks to load on intent", () => {
    const assetsFor = createAssetResolver({
      stylesheets: [],
      manifest: {
        'src/main.tsx': {
          file: 'assets/main.js',
          isEntry: true,
          imports: ['_preload.js'],
          dynamicImports: ['src/boot/startApp.tsx'],
          css: ['assets/main.css'],
        },
        '_preload.js': { file: 'assets/preload.js' },
        'src/boot/startApp.tsx': {
          file: 'assets/start.js',
          imports: ['_preload.js', '_shared.js'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        'src/pages/jobs/JobsPage.tsx': {
          file: 'assets/JobsPage.js',
          imports: ['_shared.js', '_filters.js'],
          css: ['assets/jobs.css'],
        },
        '_filters.js': { file: 'assets/filters.js', css: ['assets/main.css'] },
      },
    });
    expect(assetsFor(['src/pages/jobs/JobsPage.tsx'])).toEqual({
      entry: '/assets/main.js',
      preload: ['/assets/preload.js'],
      app: ['/assets/start.js', '/assets/shared.js', '/assets/JobsPage.js', '/assets/filters.js'],
      styles: ['/assets/main.css', '/assets/jobs.css'],
      fonts: [],
    });
    expect(assetsFor([])).toEqual({
      entry: '/assets/main.js',
      preload: ['/assets/preload.js'],
      app: ['/assets/start.js', '/assets/shared.js'],
      styles: ['/assets/main.css'],
      fonts: [],
    });
  });

  it("links the build's one style sheet on every page, the shell too", () => {
    const assetsFor = createAssetResolver({
      stylesheets: ['assets/style-1.css'],
      manifest: { 'src/main.tsx': { file: 'assets/main.js', isEntry: true } },
    });
    expect(assetsFor([]).styles).toEqual(['/assets/style-1.css']);
  });
});
