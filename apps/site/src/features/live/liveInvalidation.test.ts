import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { GlobalHireClient } from '@globalhire/data';
import { coalesceMs, startLiveInvalidation } from './liveInvalidation';

type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/** supabase-js's channel API, as far as a subscription uses it. */
function fakeClient() {
  const channels: {
    filters: Record<string, unknown>[];
    deliver: (change: unknown) => void;
    report: (status: Status) => void;
    system: (message: { extension: string; status: string }) => void;
  }[] = [];
  const client = {
    channel() {
      const channel = {
        filters: [] as Record<string, unknown>[],
        deliver: (_change: unknown) => {},
        report: (_status: Status) => {},
        system: (_message: { extension: string; status: string }) => {},
        on(type: string, filter: Record<string, unknown>, callback: (message: unknown) => void) {
          if (type === 'system') {
            channel.system = callback as typeof channel.system;
            return channel;
          }
          channel.filters.push(filter);
          channel.deliver = callback;
          return channel;
        },
        subscribe(callback: (status: Status) => void) {
          channel.report = callback;
          return channel;
        },
      };
      channels.push(channel);
      return channel;
    },
    removeChannel: async () => 'ok',
  };
  return { client: client as unknown as GlobalHireClient, channels };
}

/** As the server answers a join: the reply, then "Subscribed to PostgreSQL". */
const joined = (channel: { report(status: Status): void; system(message: object): void }) => {
  channel.report('SUBSCRIBED');
  channel.system({ extension: 'postgres_changes', status: 'ok' });
};

const unreadKey = ['notifications', 'unread', 'u1'];
const otherKey = ['applicant', 'saved-jobs', 'u1'];

function seededQueries() {
  const queryClient = new QueryClient();
  // Read after the changes started to flow: the first subscription keeps them.
  const fetchedAt = Date.now() + 60_000;
  queryClient.setQueryData(unreadKey, 2, { updatedAt: fetchedAt });
  queryClient.setQueryData(otherKey, [], { updatedAt: fetchedAt });
  const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, invalidated };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live invalidation', () => {
  it('reads the given queries again when a row changes, and only those', async () => {
    const { client, channels } = fakeClient();
    const { queryClient, invalidated } = seededQueries();
    startLiveInvalidation(client, queryClient, {
      table: 'notifications',
      filter: 'user_id=eq.u1',
      queryKeys: [['notifications']],
    });
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    // Inserts and updates, not deletes (sent to every listener, unfiltered).
    expect(channels[0]!.filters.map((filter) => filter.event)).toEqual(['INSERT', 'UPDATE']);
    expect(channels[0]!.filters[0]).toMatchObject({
      table: 'notifications',
      filter: 'user_id=eq.u1',
    });
    vi.useFakeTimers();
    joined(channels[0]!);
    channels[0]!.deliver({ eventType: 'INSERT', new: { id: 1 }, old: {} });
    expect(invalidated(unreadKey)).toBe(false);
    vi.advanceTimersByTime(coalesceMs);
    expect(invalidated(unreadKey)).toBe(true);
    expect(invalidated(otherKey)).toBe(false);
  });

  it('catches up after a dropped connection: the queries read again once resubscribed', async () => {
    const { client, channels } = fakeClient();
    const { queryClient, invalidated } = seededQueries();
    const live: boolean[] = [];
    startLiveInvalidation(
      client,
      queryClient,
      { table: 'notifications', queryKeys: [['notifications']] },
      (now) => live.push(now),
    );
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    vi.useFakeTimers();
    joined(channels[0]!);
    vi.advanceTimersByTime(coalesceMs);
    expect(invalidated(unreadKey)).toBe(false);
    channels[0]!.report('CHANNEL_ERROR');
    joined(channels[0]!);
    vi.advanceTimersByTime(coalesceMs);
    expect(invalidated(unreadKey)).toBe(true);
    expect(live).toEqual([true, false, true]);
  });

  it('once changes flow, reads again what was read before, not what was read since', async () => {
    const { client, channels } = fakeClient();
    const { queryClient, invalidated } = seededQueries();
    const cachedKey = ['notifications', 'page', 'u1', 1];
    queryClient.setQueryData(cachedKey, [], { updatedAt: Date.now() - 60_000 });
    startLiveInvalidation(client, queryClient, {
      table: 'notifications',
      queryKeys: [['notifications']],
    });
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    joined(channels[0]!);
    expect(invalidated(cachedKey)).toBe(true);
    expect(invalidated(unreadKey)).toBe(false);
  });

  it('stopped: a late change reads nothing again', async () => {
    const { client, channels } = fakeClient();
    const { queryClient, invalidated } = seededQueries();
    const stop = startLiveInvalidation(client, queryClient, {
      table: 'interviews',
      queryKeys: [['notifications']],
    });
    await vi.waitFor(() => expect(channels).toHaveLength(1));
    vi.useFakeTimers();
    channels[0]!.deliver({ eventType: 'UPDATE', new: { id: 1 }, old: {} });
    stop();
    vi.advanceTimersByTime(coalesceMs);
    expect(invalidated(unreadKey)).toBe(false);
  });
});
