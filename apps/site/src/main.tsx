import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createSupabaseClient, readSupabaseConfig } from '@globalhire/data';
import { ErrorScreen, lightThemeClass } from '@globalhire/ui';
import { canonicalHostRedirect, parseHostSuffixes } from './host/canonicalHostRedirect';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';

// The host rule runs before anything renders (spec §2).
const redirect = canonicalHostRedirect(window.location, parseHostSuffixes(import.meta.env.VITE_PREVIEW_HOST_SUFFIXES));
const root = createRoot(document.getElementById('root')!);

if (redirect) {
  window.location.replace(redirect);
} else {
  try {
    const client = createSupabaseClient(readSupabaseConfig(import.meta.env));
    const router = createBrowserRouter([{ element: <AppProviders client={client} />, children: routes }]);
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  } catch (error) {
    // Missing configuration: say so plainly instead of a blank page.
    console.error(error);
    root.render(
      <div className={lightThemeClass}>
        <ErrorScreen description={(error as Error).message} homeHref="/" />
      </div>,
    );
  }
}
