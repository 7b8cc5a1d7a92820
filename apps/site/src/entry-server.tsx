/**
 * Server rendering of the public pages (the site's server calls render() for each request).
 *
 * Pages fetch with TanStack Query inside components, as in the browser. The server renders the
 * matched page, fetches every query the render asked for, and renders again until no query is
 * left to fetch (a dependent query such as a closed job's shows up in the second pass). The last
 * pass has every answer, so the HTML carries the content; the cache goes to the browser with it,
 * which hydrates without fetching again.
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import type { GlobalHireClient, SupabaseConfig } from '@globalhire/data';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { routes, type RouteHandle } from './app/routes';
import { ServerPageProvider, ServerPageRecord } from './seo/serverPage';
import type { PageMeta } from './seo/pageMeta';

/** Dependent queries appear one pass after the one they wait for; three passes cover the site's deepest chain. */
const MAX_PASSES = 4;

export interface RenderOptions {
  /** Reads the database as an anonymous visitor (the server never holds a visitor's session). */
  client: GlobalHireClient;
  /** The site's public origin (SITE_URL). */
  origin: string;
}

/** What the browser needs to take over the page: the router's state and the query cache. */
export interface HydrationPayload {
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;
  queries: DehydratedState;
  /** The page is a form only the app can send: the browser loads the app at once (RouteHandle). */
  needsApp?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A path the browser renders by itself (a signed-in panel). */
  | { kind: 'client-only' }
  | {
      kind: 'page';
      status: number;
      html: string;
      meta: PageMeta | null;
      /** Drawn for this visitor (their citizenships): not for a shared cache. */
      personal: boolean;
      /** Source modules of the matched pages, for their scripts and styles in the build manifest. */
      modules: string[];
      payload: HydrationPayload;
    };

export type { SupabaseConfig };

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Fetches the queries the last render asked for; returns how many it fetched. */
async function fetchRequested(queryClient: QueryClient): Promise<number> {
  const requested = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
  // A failed query keeps its error: the page shows its error state (and the response says 503).
  await Promise.all(requested.map((query) => query.fetch().catch(() => undefined)));
  return requested.length;
}

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A query that failed here stays failed for the last pass, which draws the page's error state;
  // by default a component mounting on a failed query shows it loading again (to retry it).
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const handler = createStaticHandler([
    {
      element: <AppProviders client={options.client} queryClient={queryClient} />,
      children: routes,
    },
  ]);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  if (handles.some((handle) => handle.ssr === false)) return { kind: 'client-only' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const url = new URL(request.url);
  let record: ServerPageRecord;
  let html = '';
  for (let pass = 1; ; pass += 1) {
    record = new ServerPageRecord(
      options.origin,
      url.pathname,
      url.search,
      request.headers.get('cookie') ?? '',
    );
    html = renderToString(
      <ServerPageProvider value={record}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerPageProvider>,
    );
    if (record.redirect || pass === MAX_PASSES || (await fetchRequested(queryClient)) === 0) break;
  }
  if (record.redirect)
    return { kind: 'redirect', status: record.redirect.status, location: record.redirect.to };

  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  const status = record.meta?.status ?? (failed ? 503 : context.statusCode);
  return {
    kind: 'page',
    status,
    html,
    meta: record.meta,
    personal: record.personal,
    modules: handles.flatMap((handle) => (handle.module ? [handle.module] : [])),
    payload: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      queries: dehydrate(queryClient),
      ...(handles.some((handle) => handle.needsApp) ? { needsApp: true } : {}),
    },
  };
}
