import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  subscribeToRows,
  type GlobalHireClient,
  type LiveTable,
  type RowSubscription,
} from '@globalhire/data';

export interface LiveQueries {
  table: LiveTable;
  /** realtime-js's filter on one column, e.g. `user_id=eq.<id>` (RLS limits the rows anyway). */
  filter?: string;
  /**
   * Inserts and updates by default. Deletes are left out: Realtime cannot check a deleted row
   * against Row Level Security, so it sends every delete of the table to every listener, and each
   * would make the page read again for nothing.
   */
  event?: RowSubscription<LiveTable>['event'];
  /** The queries that read again on a change (prefixes, as invalidateQueries takes them). */
  queryKeys: readonly QueryKey[];
}

// Changes of one transaction arrive together: one read serves them all.
export const coalesceMs = 100;

/**
 * Subscribes to a table's changes and makes the given queries read again on each change and after
 * a resubscription (catch-up: what changed while the socket was down). Returns the stop function.
 */
export function startLiveInvalidation(
  client: GlobalHireClient,
  queryClient: QueryClient,
  { table, filter, event = ['INSERT', 'UPDATE'], queryKeys }: LiveQueries,
  onLiveChange?: (live: boolean) => void,
): () => void {
  let subscribedOnce = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const invalidate = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    }, coalesceMs);
  };
  const liveChanged = (live: boolean) => {
    if (live && !subscribedOnce) {
      subscribedOnce = true;
      // Changes count from now: what was read before (cached from an earlier visit, or fetched
      // while the subscription started) may have missed some, so it reads again.
      const readyAt = Date.now();
      for (const queryKey of queryKeys)
        void queryClient.invalidateQueries({
          queryKey,
          predicate: ({ state }) =>
            state.dataUpdatedAt < readyAt || state.fetchStatus === 'fetching',
        });
    }
    onLiveChange?.(live);
  };
  const stop = subscribeToRows(
    client,
    { channel: `live:${table}`, table, event, ...(filter ? { filter } : {}) },
    { onChange: invalidate, onResubscribed: invalidate, onLiveChange: liveChanged },
  );
  return () => {
    stop();
    clearTimeout(timer);
  };
}
