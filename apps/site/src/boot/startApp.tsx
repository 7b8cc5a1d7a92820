import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { createLazySupabaseClient, readSupabaseConfig } from '@globalhire/data';
import { ErrorScreen, Theme } from '@globalhire/ui';
import { canonicalHostRedirect, parseHostSuffixes } from '../host/canonicalHostRedirect';
import { AppProviders, createQueryClient } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { PagePayload } from '../app/pagePayload';
import { PageLoading } from '../layout/PageLoading';

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

/** Tells the bootstrap once React has taken the page over (its first commit). */
function MarkHydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * The app: hydrates the server's HTML (a page with a hydration payload) or renders the page in the
 * browser (the panels, `pnpm dev`). Loaded by the bootstrap (main.tsx) when the visitor needs it;
 * `onHydrated` runs once React has committed the page.
 */
export async function startApp(payload: PagePayload | null, onHydrated: () => void) {
  // The server answers the host rule with a 301; this covers static hosting and `pnpm dev`.
  const redirect = canonicalHostRedirect(
    window.location,
    parseHostSuffixes(import.meta.env.VITE_PREVIEW_HOST_SUFFIXES),
  );
  if (redirect) {
    window.location.replace(redirect);
    return;
  }
  const container = document.getElementById('root')!;
  try {
    // The server sends its Supabase URL and anon key in the page; `pnpm dev` has them in the environment.
    // supabase-js arrives on first use: a server-rendered page hydrates from its payload without it.
    const client = createLazySupabaseClient(
      payload?.supabase ?? readSupabaseConfig(import.meta.env),
    );
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
          <MarkHydrated onHydrated={onHydrated}>
            <RouterProvider router={router} />
          </MarkHydrated>
        </StrictMode>,
      );
    } else {
      const router = createBrowserRouter(appRoutes);
      createRoot(container).render(
        <StrictMode>
          <MarkHydrated onHydrated={onHydrated}>
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
    // React has the page (with the error): the bootstrap stops holding back the visitor's clicks.
    onHydrated();
  }
}
