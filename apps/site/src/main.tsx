import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { createLazySupabaseClient, readSupabaseConfig } from '@globalhire/data';
import { ErrorScreen, Theme } from '@globalhire/ui';
import { canonicalHostRedirect, parseHostSuffixes } from './host/canonicalHostRedirect';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { routes } from './app/routes';
import { readPagePayload } from './app/pagePayload';
import { PageLoading } from './layout/PageLoading';

/** Loads the lazy routes of the current URL before hydrating, so the first render matches the server's. */
async function loadMatchedRoutes(appRoutes: RouteObject[]) {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the page interactive (`<html data-hydrated>`) once React has taken it over, for tools that
 * must not act on the server's HTML before its handlers exist (the end-to-end tests wait for it).
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

async function start() {
  // The server answers the host rule with a 301; this covers static hosting and `pnpm dev`.
  const redirect = canonicalHostRedirect(window.location, parseHostSuffixes(import.meta.env.VITE_PREVIEW_HOST_SUFFIXES));
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const container = document.getElementById('root')!;
  const payload = readPagePayload();
  try {
    // The server sends its Supabase URL and anon key in the page; `pnpm dev` has them in the environment.
    // supabase-js arrives on first use: a server-rendered page hydrates from its payload without it.
    const client = createLazySupabaseClient(payload?.supabase ?? readSupabaseConfig(import.meta.env));
    const queryClient = createQueryClient();
    const appRoutes: RouteObject[] = [
      {
        element: <AppProviders client={client} queryClient={queryClient} />,
        hydrateFallbackElement: <PageLoading />,
        children: routes,
      },
    ];
    if (payload?.hydration) {
      hydrate(queryClient, payload.hydration.queries);
      await loadMatchedRoutes(appRoutes);
      const router = createBrowserRouter(appRoutes, { hydrationData: payload.hydration.router });
      hydrateRoot(
        container,
        <StrictMode>
          <MarkHydrated>
            <RouterProvider router={router} />
          </MarkHydrated>
        </StrictMode>,
      );
    } else {
      const router = createBrowserRouter(appRoutes);
      createRoot(container).render(
        <StrictMode>
          <MarkHydrated>
            <RouterProvider router={router} />
          </MarkHydrated>
        </StrictMode>,
      );
    }
  } catch (error) {
    // Missing configuration: say so plainly instead of a blank page.
    console.error(error);
    createRoot(container).render(
      <Theme>
        <ErrorScreen description={(error as Error).message} homeHref="/" />
      </Theme>,
    );
  }
}

void start();
