import { useQuery } from '@tanstack/react-query';
import { countUnhandledContactMessages } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';

/** The key of the admin menu's count of new contact messages (refreshed after handling one). */
export const unhandledCountKey = ['inbox-unhandled'] as const;

/** How many contact messages wait for an admin; read only in the admin panel. */
export function useUnhandledCount(enabled: boolean) {
  const client = useSupabase();
  return useQuery({
    queryKey: unhandledCountKey,
    queryFn: async () => unwrap(await countUnhandledContactMessages(client)),
    enabled,
    refetchInterval: 60_000,
  });
}
