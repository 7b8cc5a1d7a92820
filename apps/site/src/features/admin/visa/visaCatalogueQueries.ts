import { useQuery } from '@tanstack/react-query';
import { listVisaRoutes } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { adminKey } from '../adminQueries';

/** The visa catalogue's query keys (under the admin key, so any admin write marks them stale). */
export const visaCatalogueKeys = {
  routes: [adminKey, 'visa-routes'],
  thresholds: [adminKey, 'visa-thresholds'],
  rights: [adminKey, 'visa-citizenship-rights'],
  figuresToCheck: [adminKey, 'visa-figures-to-check'],
} as const;

/** Every route, retired ones included: the forms' route choices and the routes screen. */
export function useVisaRoutes() {
  const client = useSupabase();
  return useQuery({
    queryKey: visaCatalogueKeys.routes,
    queryFn: async () => unwrap(await listVisaRoutes(client)),
  });
}
