import { useQuery } from '@tanstack/react-query';
import { listIndustries } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

/** The industries a company may choose from (a short list that rarely changes). */
export function useIndustries() {
  const client = useSupabase();
  return useQuery({
    queryKey: ['industries'],
    queryFn: async () => unwrap(await listIndustries(client)),
    staleTime: 60 * 60 * 1000,
  });
}
