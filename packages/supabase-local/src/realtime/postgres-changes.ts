import type { Channel } from './channel.js';
import type { ChangeBinding, ChangeSubscription, PostgresChangesHub } from './changes/hub.js';
import { RealtimeState } from './state.js';

export type { ChangeBinding, ChangeSubscription };

/** What the socket layer uses of the Postgres Changes hub (tests stand a stub in for it). */
export type ChangesHub = Pick<PostgresChangesHub, 'subscribe'>;

export interface ChangeBindings {
  bindings: ChangeBinding[];
  /** The join reply's `postgres_changes`: each entry as the client sent it, plus its `id`. */
  reply: Record<string, unknown>[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Gives each `config.postgres_changes` entry of a join an id; null entries are skipped. */
export function changeBindings(state: RealtimeState, entries: unknown): ChangeBindings {
  const result: ChangeBindings = { bindings: [], reply: [] };
  if (!Array.isArray(entries)) return result;
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const id = state.nextBindingId();
    const binding: ChangeBinding = {
      id,
      event: (typeof entry.event === 'string' ? entry.event.toUpperCase() : '') as ChangeBinding['event'],
      schema: typeof entry.schema === 'string' ? entry.schema : '',
    };
    if (typeof entry.table === 'string') binding.table = entry.table;
    if (typeof entry.filter === 'string') binding.filter = entry.filter;
    result.bindings.push(binding);
    result.reply.push({ ...entry, id });
  }
  return result;
}

/**
 * Subscribes a joined channel's bindings with the hub, after the join reply, and reports the
 * outcome in a `system` message as hosted Realtime does ("Subscribed to PostgreSQL" or the error).
 */
export function subscribeChanges(state: RealtimeState, channel: Channel): void {
  if (channel.changeBindings.length === 0) return;
  const system = (status: 'ok' | 'error', message: string) =>
    channel.push('system', { extension: 'postgres_changes', status, message, channel: channel.subTopic });
  if (!state.changes) {
    system('error', 'Postgres Changes are not available on this server');
    return;
  }
  const subscription: ChangeSubscription = {
    bindings: channel.changeBindings,
    auth: () => channel.auth,
    deliver: (bindingId, data) => {
      if (channel.closed) return;
      channel.transport.send(
        RealtimeState.serverFrame(channel.transport.vsn, channel.topic, 'postgres_changes', {
          ids: [bindingId],
          data,
        }),
      );
    },
  };
  state.changes.subscribe(subscription).then(
    (unsubscribe) => {
      if (channel.closed) {
        unsubscribe();
        return;
      }
      channel.onClose(unsubscribe);
      system('ok', 'Subscribed to PostgreSQL');
    },
    (error: unknown) => {
      if (!channel.closed) system('error', error instanceof Error ? error.message : String(error));
    },
  );
}
