import { createContext, useContext, type ReactNode } from 'react';
import type { GlobalHireClient } from '@globalhire/data';

const SupabaseContext = createContext<GlobalHireClient | null>(null);

/** Provides the one Supabase client; Storybook gives one pointed at the MSW mocks. */
export function SupabaseProvider({ client, children }: { client: GlobalHireClient; children: ReactNode }) {
  return <SupabaseContext.Provider value={client}>{children}</SupabaseContext.Provider>;
}

export function useSupabase(): GlobalHireClient {
  const client = useContext(SupabaseContext);
  if (!client) throw new Error('useSupabase must be used inside <SupabaseProvider>.');
  return client;
}
