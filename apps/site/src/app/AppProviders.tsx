import { useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UIProvider, lightThemeClass } from '@globalhire/ui';
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
  // The theme's variables must reach <body> too: its font, and portals (dialogs) rendered outside the app's div.
  useEffect(() => {
    document.documentElement.classList.add(lightThemeClass);
    return () => document.documentElement.classList.remove(lightThemeClass);
  }, []);
  return (
    <SupabaseProvider client={client}>
      <QueryClientProvider client={cache}>
        <UIProvider linkComponent={RouterLink}>
          <AuthProvider>
            <div className={lightThemeClass}>{children ?? <Outlet />}</div>
          </AuthProvider>
        </UIProvider>
      </QueryClientProvider>
    </SupabaseProvider>
  );
}
