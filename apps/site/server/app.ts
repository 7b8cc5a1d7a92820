/**
 * The site's server: static files, the live sitemap and robots.txt, and every page, server-rendered
 * for the public routes and as the browser-rendered shell for the panels. Stateless: it keeps no
 * session (visitors' sessions live in their browsers), so any number can run behind a balancer.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import type { GlobalHireClient, SupabaseConfig } from '@globalhire/data';
import { canonicalHostRedirect } from '../src/host/canonicalHostRedirect';
import { citizenshipsFormPath } from '../src/features/visa-fit/browserCitizenships';
import type { RenderResult } from '../src/entry-server';
import type { PageAssets } from './assets';
import { citizenshipsFormLimit, citizenshipsFormResponse } from './citizenshipsForm';
import { compressBody } from './compress';
import { htmlDocument } from './document';
import {
  oneClickBodyLimit,
  oneClickPaths,
  oneClickUnsubscribeResponse,
} from './oneClickUnsubscribe';
import { defaultTrustedProxies, trustedProxyMatcher, visitorProtocol } from './forwarded';
import { immutableAsset, privatePageCache, publicPageCache, securityHeaders } from './headers';
import { robotsTxt, sitemapResponse } from './sitemap';

export interface SiteAppOptions {
  /** The client build (dist/client). */
  clientDir: string;
  /** The site's public URL (canonical links, structured data, sitemap). */
  siteUrl: string;
  /** The project the browser talks to: sent in every page. */
  supabase: SupabaseConfig;
  /** The server's own client (anonymous). */
  client: GlobalHireClient;
  render: (
    request: Request,
    options: { client: GlobalHireClient; origin: string },
  ) => Promise<RenderResult>;
  assetsFor: (modules: readonly string[]) => PageAssets;
  themeClass: string;
  previewHostSuffixes: readonly string[];
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-Proto counts (default: loopback only). */
  trustedProxies?: readonly string[];
  /** Where to report a page that failed to render (default: console.error). */
  onError?: (error: unknown, path: string) => void;
}

type Env = { Variables: { nonce: string } };

export function createSiteApp(options: SiteAppOptions): Hono<Env> {
  const app = new Hono<Env>();
  const origin = new URL(options.siteUrl).origin;
  const https = origin.startsWith('https:');
  const isTrustedProxy = trustedProxyMatcher(options.trustedProxies ?? defaultTrustedProxies);
  const onError =
    options.onError ?? ((error, path) => console.error(`Rendering ${path} failed:`, error));

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const peer = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
    const moved = canonicalHostRedirect(
      {
        protocol: visitorProtocol(c.req.header('x-forwarded-proto'), isTrustedProxy(peer), url.protocol),
        hostname: url.hostname,
        port: url.port,
        pathname: url.pathname,
        search: url.search,
        hash: '',
      },
      options.previewHostSuffixes,
    );
    if (moved) {
      // The Location follows the request's Host: no shared cache keeps it for other requests.
      c.header('Cache-Control', privatePageCache);
      return c.redirect(moved, 301);
    }
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    for (const [name, value] of Object.entries(
      securityHeaders({ supabaseUrl: options.supabase.url, nonce }),
    )) {
      c.res.headers.set(name, value);
    }
    if (https)
      c.res.headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    // File names carry a hash of their content: a new build is new names.
    if (c.res.status === 200 || c.res.status === 206)
      c.res.headers.set('Cache-Control', immutableAsset);
  });
  app.use('/assets/*', serveStatic({ root: options.clientDir, precompressed: true }));
  // Hashed file names or not, a missing asset is a 404, never a page.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.get('/favicon.svg', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
  });
  app.get('/favicon.svg', serveStatic({ path: join(options.clientDir, 'favicon.svg') }));

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(origin));
  });
  app.get('/:file{sitemap(-\\d+)?\\.xml}', async (c) => {
    const response = await sitemapResponse(options.client, origin, c.req.path);
    if (!response) return c.notFound();
    c.header(
      'Cache-Control',
      response.status === 200 ? 'public, max-age=0, s-maxage=3600' : privatePageCache,
    );
    return sendText(c, response.body, response.contentType, response.status);
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const request = new Request(`${origin}${url.pathname}${url.search}`, {
      headers: c.req.raw.headers,
    });
    const location = { origin, pathname: url.pathname, search: url.search };
    let result: RenderResult;
    let shellStatus = 200;
    try {
      result = await options.render(request, { client: options.client, origin });
    } catch (error) {
      // A page that cannot render on the server still works in the browser: send the shell.
      onError(error, url.pathname);
      result = { kind: 'client-only' };
      shellStatus = 500;
    }
    if (result.kind === 'redirect') {
      c.header('Cache-Control', privatePageCache);
      return c.redirect(result.location, result.status as 301 | 302);
    }
    const nonce = c.get('nonce');
    const page = result.kind === 'page' ? result : null;
    const html = htmlDocument({
      assets: options.assetsFor(page?.modules ?? []),
      themeClass: options.themeClass,
      nonce,
      location,
      meta: page?.meta ?? null,
      html: page?.html ?? '',
      payload: { supabase: options.supabase, ...(page ? { hydration: page.payload } : {}) },
    });
    const cacheable = page !== null && page.status < 500 && !page.personal;
    c.header('Cache-Control', cacheable ? publicPageCache : privatePageCache);
    return sendText(c, html, 'text/html; charset=utf-8', page?.status ?? shellStatus);
  });

  // The visitor's citizenship picker before (or without) scripts: a few short fields.
  app.post(
    citizenshipsFormPath,
    bodyLimit({
      maxSize: citizenshipsFormLimit,
      onError: (c) => c.text('The form is too large.', 413),
    }),
    (c) => {
      const url = new URL(c.req.url);
      const peer = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress;
      const protocol = visitorProtocol(
        c.req.header('x-forwarded-proto'),
        isTrustedProxy(peer),
        url.protocol,
      );
      return citizenshipsFormResponse(c, {
        origin,
        ownOrigins: [origin, `${protocol}//${url.host}`],
        secure: https,
      });
    },
  );

  // The one-click unsubscribe of the emails' List-Unsubscribe header (RFC 8058).
  const oneClickLimit = bodyLimit({
    maxSize: oneClickBodyLimit,
    onError: (c) => c.text('The request is too large.', 413),
  });
  app.post(oneClickPaths.notification, oneClickLimit, (c) =>
    oneClickUnsubscribeResponse(c, options.client, 'notification'),
  );
  app.post(oneClickPaths.alert, oneClickLimit, (c) =>
    oneClickUnsubscribeResponse(c, options.client, 'alert'),
  );

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}

async function sendText(c: Context<Env>, text: string, contentType: string, status: number) {
  const { body, encoding } = await compressBody(text, c.req.header('accept-encoding'));
  c.header('Content-Type', contentType);
  c.header('Vary', 'Accept-Encoding');
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body as never, status as 200);
}
