import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Theme, UIProvider, systemThemeClass } from '@globalhire/ui';
import type { GlobalHireClient } from '@globalhire/data';
import { SupabaseProvider } from './supabase';
import { AuthProvider } from '../auth/AuthProvider';
import { RouterLink } from './RouterLink';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Data functions return errors as values; pages show them, so no automatic retries.
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/**
 * Everything a page needs around it: the Supabase client, the query cache, the auth context and
 * ui links through react-router. Rendered inside the router (RootLayout) so links can navigate.
 */
export function AppProviders({ client, children, queryClient }: { client: GlobalHireClient; children?: ReactNode; queryClient?: QueryClient }) {
  const [cache] = useState(() => queryClient ?? createQueryClient());
  // <body> (the page's edges, overscroll) takes the theme too; the server's HTML has it already.
  useEffect(() => {
    document.documentElement.classList.add(systemThemeClass);
    return () => document.documentElement.classList.remove(systemThemeClass);
  }, []);
  return (
    <SupabaseProvider client={client}>
      <QueryClientProvider client={cache}>
        <UIProvider linkComponent={RouterLink}>
          <AuthProvider>
            {/* The system's scheme or the visitor's choice (ColorSchemeToggle); inside a Storybook theme, that one. */}
            <Theme>{children ?? <Outlet />}</Theme>
          </AuthProvider>
        </UIProvider>
      </QueryClientProvider>
    </SupabaseProvider>
  );
}
