import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { RootLayout } from '../layout/RootLayout';
import { createMockClient, type MockPersona } from './mockClient';

export interface PageStoryProps {
  /** The page component, rendered at `path` inside the site's layout. */
  page: ComponentType;
  /** The route pattern, e.g. '/jobs/:id'. */
  path: string;
  /** The URL the story opens, e.g. '/jobs/1?tab=x'. Defaults to `path`. */
  url?: string;
  /** Start signed in as a fixture account. */
  as?: MockPersona;
  /** The session's assurance level (an admin's is aal2 unless told). */
  aal?: 'aal1' | 'aal2';
  /** Extra routes the page may navigate to (e.g. a panel layout around the page). */
  layout?: ComponentType;
}

/**
 * Renders a site page the way the app does (providers, layout, router) against the MSW mocks, so
 * a story shows exactly what a visitor would, in any state the mocks are told to produce.
 */
export function PageStory({ page: Page, path, url, as, aal, layout: Layout = RootLayout }: PageStoryProps) {
  const [router] = useState(() => {
    const routes: RouteObject[] = [
      {
        element: <AppProviders client={createMockClient(as, aal ? { aal } : {})} />,
        children: [
          {
            element: <Layout />,
            children: [
              { path, Component: Page },
              { path: '*', element: null },
            ],
          },
        ],
      },
    ];
    return createMemoryRouter(routes, { initialEntries: [url ?? path] });
  });
  return <RouterProvider router={router} />;
}
