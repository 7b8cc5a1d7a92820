import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSupabase } from '../../app/supabase';
import { startLiveInvalidation, type LiveQueries } from './liveInvalidation';

export interface LiveInvalidationOptions extends LiveQueries {
  /** Off until what the filter needs (a user id) is known. */
  enabled?: boolean;
}

/**
 * While mounted, the given queries read again whenever the table changes for the signed-in user
 * (and after a dropped connection comes back). Returns whether changes arrive now.
 */
export function useLiveInvalidation({
  table,
  filter,
  event,
  queryKeys,
  enabled = true,
}: LiveInvalidationOptions): boolean {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  // Callers build their keys and events anew on each render: compare them by value.
  const keys = JSON.stringify(queryKeys);
  const events = JSON.stringify(event ?? null);
  useEffect(() => {
    if (!enabled) return;
    const stop = startLiveInvalidation(
      client,
      queryClient,
      {
        table,
        ...(filter ? { filter } : {}),
        ...(events !== 'null' ? { event: JSON.parse(events) as LiveQueries['event'] } : {}),
        queryKeys: JSON.parse(keys) as QueryKey[],
      },
      setLive,
    );
    return () => {
      stop();
      setLive(false);
    };
  }, [client, queryClient, table, filter, events, keys, enabled]);
  return live;
}
