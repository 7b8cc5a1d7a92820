import type {
  RealtimeChannel,
  RealtimePostgresChangesFilter,
  RealtimePostgresChangesPayload,
} from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import type { Database } from '../database.types';
import { loadSupabaseClient } from '../lazyClient';
import { liveUpdatesEnabled } from './liveUpdates';
import { realtimeSettings } from '../constants/realtime';
import { reconnectDelay } from './options';

export type LiveTable = keyof Database['public']['Tables'];
export type LiveRow<T extends LiveTable> = Database['public']['Tables'][T]['Row'];
export type RowChange<T extends LiveTable> = RealtimePostgresChangesPayload<LiveRow<T>>;

export type RowEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface RowSubscription<T extends LiveTable> {
  /** A readable name; a sequence number is added, so two subscriptions never share a channel. */
  channel: string;
  table: T;
  /** One event or several (default every one). */
  event?: RowEvent | readonly RowEvent[];
  /**
   * realtime-js's filter on one column, e.g. `user_id=eq.<id>`. Row Level Security already limits
   * the changes to rows the signed-in user may read; a filter narrows them further.
   */
  filter?: string;
}

export interface RowHandlers<T extends LiveTable> {
  onChange(change: RowChange<T>): void;
  /** Subscribed again after a drop: changes made meanwhile were not delivered, read them again. */
  onResubscribed(): void;
  /**
   * Whether changes arrive now: true once the server listens for them (its "Subscribed to
   * PostgreSQL", which follows SUBSCRIBED), false while connecting and after a drop.
   */
  onLiveChange?(live: boolean): void;
}

let sequence = 0;

interface SystemMessage {
  extension?: string;
  status?: string;
}

/**
 * One Postgres Changes subscription on the client's shared socket (supabase-js opens one per
 * client and keeps its access token current). Returns the unsubscribe function.
 */
export function subscribeToRows<T extends LiveTable>(
  client: GlobalHireClient,
  subscription: RowSubscription<T>,
  handlers: RowHandlers<T>,
): () => void {
  if (!liveUpdatesEnabled(client)) return () => {};
  let stopped = false;
  let real: GlobalHireClient | undefined;
  let channel: RealtimeChannel | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let awaitingServer: ReturnType<typeof setTimeout> | undefined;
  // Set by a drop, so that the next subscription is known to be a resubscription.
  let dropped = false;
  let closes = 0;
  let live = false;
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    handlers.onLiveChange?.(next);
  };
  const ready = () => {
    clearTimeout(awaitingServer);
    if (live) return;
    closes = 0;
    setLive(true);
    if (dropped) {
      dropped = false;
      handlers.onResubscribed();
    }
  };
  const drop = () => {
    clearTimeout(awaitingServer);
    dropped = true;
    setLive(false);
  };

  const events = [subscription.event ?? '*'].flat();
  const filters = events.map(
    (event) =>
      ({
        // The payload type covers every event, so the narrowest overload is not needed.
        event: event as '*',
        schema: 'public',
        table: subscription.table,
        ...(subscription.filter ? { filter: subscription.filter } : {}),
      }) satisfies RealtimePostgresChangesFilter<'*'>,
  );
  const deliver = (change: RowChange<T>) => {
    if (!stopped) handlers.onChange(change);
  };

  const open = () => {
    if (stopped || !real) return;
    const current: RealtimeChannel = real.channel(`${subscription.channel}:${++sequence}`);
    const mine = () => !stopped && current === channel;
    for (const filter of filters) current.on<LiveRow<T>>('postgres_changes', filter, deliver);
    // The join's reply comes before the server listens to the database: changes count from its
    // "Subscribed to PostgreSQL" (or an error: no changes will come on this join).
    current.on('system', {}, (message: SystemMessage) => {
      if (!mine() || message.extension !== 'postgres_changes') return;
      if (message.status === 'ok') ready();
      else drop();
    });
    channel = current;
    current.subscribe((status) => {
      if (!mine()) return;
      if (status === 'SUBSCRIBED') {
        // A server that never says so is taken at its word after the timeout.
        clearTimeout(awaitingServer);
        awaitingServer = setTimeout(ready, realtimeSettings.timeoutMs);
        return;
      }
      // CHANNEL_ERROR and TIMED_OUT rejoin by themselves once the socket is back.
      drop();
      if (status === 'CLOSED') {
        // The server closed the channel (an expired token, say): it never rejoins (the client
        // has already dropped it), so open a new one.
        channel = undefined;
        retry = setTimeout(open, reconnectDelay(++closes));
      }
    });
  };

  void loadSupabaseClient(client).then((loaded) => {
    real = loaded;
    if (liveUpdatesEnabled(loaded)) open();
  });

  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(awaitingServer);
    if (channel && real) void real.removeChannel(channel);
    channel = undefined;
  };
}
