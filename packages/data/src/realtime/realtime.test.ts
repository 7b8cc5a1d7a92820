import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient } from '../client';
import { disableLiveUpdates } from './liveUpdates';
import { subscribeToRows } from './subscribeToRows';

type Status = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

interface FakeChannel {
  name: string;
  filter: Record<string, unknown>;
  filters: Record<string, unknown>[];
  deliver(change: unknown): void;
  report(status: Status): void;
  system(message: { extension: string; status: string }): void;
}

/** The part of supabase-js subscribeToRows uses: channel(), on(), subscribe(), removeChannel(). */
function fakeClient() {
  const channels: FakeChannel[] = [];
  const removed: string[] = [];
  const client = {
    channel(name: string) {
      const channel = {
        name,
        filter: {} as Record<string, unknown>,
        filters: [] as Record<string, unknown>[],
        deliver: (_change: unknown) => {},
        report: (_status: Status) => {},
        system: (_message: { extension: string; status: string }) => {},
        on(type: string, filter: Record<string, unknown>, callback: (message: unknown) => void) {
          if (type === 'system') {
            channel.system = callback as typeof channel.system;
            return channel;
          }
          expect(type).toBe('postgres_changes');
          channel.filter = filter;
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
    removeChannel: async (channel: FakeChannel) => {
      removed.push(channel.name);
      return 'ok';
    },
  };
  return { client: client as unknown as GlobalHireClient, channels, removed };
}

/** As the server answers a join: the reply, then "Subscribed to PostgreSQL". */
const joined = (channel: FakeChannel) => {
  channel.report('SUBSCRIBED');
  channel.system({ extension: 'postgres_changes', status: 'ok' });
};

const handlers = () => ({ onChange: vi.fn(), onResubscribed: vi.fn(), onLiveChange: vi.fn() });

// The client is loaded asynchronously (it may be a lazy one): let that settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime options', () => {
  it('reach supabase-js: timeout 10 s, heartbeat 30 s, reconnect after 1, 2, 5, then 10 s', () => {
    const client = createSupabaseClient(
      { url: 'http://127.0.0.1:9', anonKey: 'anon' },
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        // A caller's own realtime option (Node's transport) keeps the spec's settings.
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      },
    );
    expect(client.realtime.timeout).toBe(10_000);
    expect(client.realtime.heartbeatIntervalMs).toBe(30_000);
    expect([1, 2, 3, 4, 5, 9].map((tries) => client.realtime.reconnectAfterMs(tries))).toEqual([
      1_000, 2_000, 5_000, 10_000, 10_000, 10_000,
    ]);
  });
});

describe('subscribeToRows', () => {
  it('listens to the table with the filter, on a channel of its own', async () => {
    const { client, channels } = fakeClient();
    const first = handlers();
    subscribeToRows(
      client,
      { channel: 'bell', table: 'notifications', filter: 'user_id=eq.u1' },
      first,
    );
    subscribeToRows(client, { channel: 'bell', table: 'notifications' }, handlers());
    await settle();
    expect(channels).toHaveLength(2);
    expect(channels[0]!.name).not.toBe(channels[1]!.name);
    expect(channels[0]!.filter).toEqual({
      event: '*',
      schema: 'public',
      table: 'notifications',
      filter: 'user_id=eq.u1',
    });
    expect(channels[1]!.filter).not.toHaveProperty('filter');
    const change = { eventType: 'INSERT', new: { id: 1 }, old: {} };
    channels[0]!.deliver(change);
    expect(first.onChange).toHaveBeenCalledWith(change);
  });

  it('listens to several events on one channel', async () => {
    const { client, channels } = fakeClient();
    subscribeToRows(
      client,
      { channel: 'bell', table: 'notifications', event: ['INSERT', 'UPDATE'] },
      handlers(),
    );
    await settle();
    expect(channels).toHaveLength(1);
    expect(channels[0]!.filters.map((filter) => filter.event)).toEqual(['INSERT', 'UPDATE']);
  });

  it('is live once the server listens to the database, not at the join reply', async () => {
    const { client, channels } = fakeClient();
    const calls = handlers();
    subscribeToRows(client, { channel: 'bell', table: 'notifications' }, calls);
    await settle();
    channels[0]!.report('SUBSCRIBED');
    expect(calls.onLiveChange).not.toHaveBeenCalled();
    channels[0]!.system({ extension: 'postgres_changes', status: 'ok' });
    expect(calls.onLiveChange).toHaveBeenLastCalledWith(true);
  });

  it('is not live when the server cannot listen; a server that never says is believed after 10 s', async () => {
    const { client, channels } = fakeClient();
    const refused = handlers();
    subscribeToRows(client, { channel: 'bell', table: 'notifications' }, refused);
    const silent = handlers();
    subscribeToRows(client, { channel: 'bell', table: 'notifications' }, silent);
    await settle();
    vi.useFakeTimers();
    channels[0]!.report('SUBSCRIBED');
    channels[0]!.system({ extension: 'postgres_changes', status: 'error' });
    channels[1]!.report('SUBSCRIBED');
    vi.advanceTimersByTime(9_999);
    expect(silent.onLiveChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(silent.onLiveChange).toHaveBeenLastCalledWith(true);
    expect(refused.onLiveChange).not.toHaveBeenCalledWith(true);
  });

  it('calls onResubscribed when the channel is subscribed again after an error or a timeout', async () => {
    const { client, channels } = fakeClient();
    const calls = handlers();
    subscribeToRows(client, { channel: 'applicants', table: 'applications' }, calls);
    await settle();
    const channel = channels[0]!;
    joined(channel);
    expect(calls.onResubscribed).not.toHaveBeenCalled();
    expect(calls.onLiveChange).toHaveBeenLastCalledWith(true);

    channel.report('CHANNEL_ERROR');
    expect(calls.onLiveChange).toHaveBeenLastCalledWith(false);
    joined(channel);
    expect(calls.onResubscribed).toHaveBeenCalledTimes(1);

    channel.report('TIMED_OUT');
    joined(channel);
    expect(calls.onResubscribed).toHaveBeenCalledTimes(2);
    expect(calls.onLiveChange.mock.calls.map(([live]) => live)).toEqual([
      true,
      false,
      true,
      false,
      true,
    ]);
  });

  it('opens a new channel after the server closes one, and catches up once it is subscribed', async () => {
    const { client, channels } = fakeClient();
    const calls = handlers();
    subscribeToRows(client, { channel: 'steps', table: 'visa_case_steps' }, calls);
    await settle();
    vi.useFakeTimers();
    joined(channels[0]!);
    channels[0]!.report('CLOSED');
    expect(channels).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(channels).toHaveLength(2);
    joined(channels[1]!);
    expect(calls.onResubscribed).toHaveBeenCalledTimes(1);
  });

  it('stops: removes the channel and ignores anything that arrives afterwards', async () => {
    const { client, channels, removed } = fakeClient();
    const calls = handlers();
    const stop = subscribeToRows(client, { channel: 'interviews', table: 'interviews' }, calls);
    await settle();
    const channel = channels[0]!;
    joined(channel);
    stop();
    expect(removed).toEqual([channel.name]);
    channel.report('CLOSED');
    channel.deliver({ eventType: 'UPDATE', new: { id: 2 }, old: {} });
    vi.useFakeTimers();
    vi.advanceTimersByTime(60_000);
    expect(channels).toHaveLength(1);
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(calls.onResubscribed).not.toHaveBeenCalled();
  });

  it('stopped before the client has loaded: no channel is ever opened', async () => {
    const { client, channels } = fakeClient();
    subscribeToRows(client, { channel: 'bell', table: 'notifications' }, handlers())();
    await settle();
    expect(channels).toHaveLength(0);
  });

  it('opens nothing on a client whose live updates are off (stories, mocks)', async () => {
    const { client, channels } = fakeClient();
    subscribeToRows(
      disableLiveUpdates(client),
      { channel: 'bell', table: 'notifications' },
      handlers(),
    );
    await settle();
    expect(channels).toHaveLength(0);
  });
});
