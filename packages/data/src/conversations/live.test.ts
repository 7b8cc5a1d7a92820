import { describe, expect, it, vi } from 'vitest';
import type { GlobalHireClient } from '../client';
import { disableLiveUpdates } from '../realtime';
import { subscribeToConversation } from './live';

type Callback = (payload: unknown) => void;

interface FakeChannel {
  name: string;
  options: Record<string, unknown> | undefined;
  listeners: { type: string; filter: Record<string, unknown>; callback: Callback }[];
  presence: Record<string, unknown[]>;
  tracked: unknown[];
  report(status: string): void;
  emit(type: string, payload?: unknown): void;
}

/** The part of supabase-js the subscription uses: channels, Presence, and the session. */
function fakeClient(me = 'candidate-1') {
  const channels: FakeChannel[] = [];
  const removed: string[] = [];
  const client = {
    auth: { getSession: async () => ({ data: { session: { user: { id: me } } } }) },
    channel(name: string, options?: Record<string, unknown>) {
      const channel = {
        name,
        options,
        listeners: [] as FakeChannel['listeners'],
        presence: {} as Record<string, unknown[]>,
        tracked: [] as unknown[],
        report: (_status: string) => {},
        emit(type: string, payload?: unknown) {
          for (const listener of channel.listeners)
            if (listener.type === type) listener.callback(payload);
        },
        on(type: string, filter: Record<string, unknown>, callback: Callback) {
          channel.listeners.push({ type, filter, callback });
          return channel;
        },
        subscribe(callback: (status: string) => void) {
          channel.report = callback;
          return channel;
        },
        presenceState: () => channel.presence,
        track: async (state: unknown) => {
          channel.tracked.push(state);
          return 'ok';
        },
        untrack: async () => 'ok',
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const participants = {
  candidateId: 'candidate-1',
  candidateName: 'Carlos Mendes',
  employerId: 'employer-1',
  companyName: 'Maple Tech Solutions',
};

describe('subscribeToConversation', () => {
  it('listens to the conversation s new messages and read marks only', async () => {
    const { client, channels } = fakeClient();
    subscribeToConversation(client, 'c1', { onMessage: vi.fn(), onRead: vi.fn() });
    await settle();
    const filters = channels.flatMap((channel) =>
      channel.listeners
        .filter((listener) => listener.type === 'postgres_changes')
        .map((listener) => listener.filter),
    );
    expect(filters).toEqual([
      {
        event: 'INSERT',
        schema: 'public',
        table: 'conversation_messages',
        filter: 'conversation_id=eq.c1',
      },
      {
        event: 'INSERT',
        schema: 'public',
        table: 'conversation_reads',
        filter: 'conversation_id=eq.c1',
      },
      {
        event: 'UPDATE',
        schema: 'public',
        table: 'conversation_reads',
        filter: 'conversation_id=eq.c1',
      },
    ]);
    // no presence channel without a presence handler
    expect(channels.map((channel) => channel.name)).not.toContain('conversation:c1');
  });

  it('gives each message its sender s name and whether it is the signed-in user s', async () => {
    const { client, channels } = fakeClient();
    const onMessage = vi.fn();
    subscribeToConversation(client, 'c1', { onMessage }, { participants });
    await settle();
    const row = {
      id: 7,
      conversation_id: 'c1',
      sender_id: 'employer-1',
      body: 'Hello',
      attachment_path: 'c1/0f1e2d3c-4b5a-4968-8776-655443322110-guide.pdf',
      attachment_name: 'Guide.pdf',
      attachment_size: 1200,
      attachment_type: 'application/pdf',
      created_at: '2026-03-09T12:00:00+00:00',
    };
    channels[0]!.emit('postgres_changes', { eventType: 'INSERT', new: row, old: {} });
    channels[0]!.emit('postgres_changes', {
      eventType: 'INSERT',
      new: { ...row, id: 8, sender_id: 'candidate-1', attachment_path: null },
      old: {},
    });
    expect(
      onMessage.mock.calls.map(([message]) => [
        message.senderName,
        message.fromMe,
        message.attachment,
      ]),
    ).toEqual([
      [
        'Maple Tech Solutions',
        false,
        {
          path: row.attachment_path,
          name: 'Guide.pdf',
          size: 1200,
          contentType: 'application/pdf',
        },
      ],
      ['Carlos Mendes', true, null],
    ]);
  });

  it('joins the private presence channel under the user s id and reports who is there', async () => {
    const { client, channels, removed } = fakeClient();
    const onPresence = vi.fn();
    const stop = subscribeToConversation(client, 'c1', { onPresence });
    await settle();
    const presence = channels.find((channel) => channel.name === 'conversation:c1')!;
    expect(presence.options).toEqual({
      config: { private: true, presence: { key: 'candidate-1' } },
    });
    presence.report('SUBSCRIBED');
    expect(presence.tracked).toHaveLength(1);
    presence.presence = { 'candidate-1': [{}], 'employer-1': [{}] };
    presence.emit('presence');
    expect(onPresence).toHaveBeenLastCalledWith(['candidate-1', 'employer-1']);

    stop();
    expect(removed).toContain('conversation:c1');
    presence.emit('presence');
    expect(onPresence).toHaveBeenCalledTimes(1);
  });

  it('asks for a catch-up when the changes flow again after a drop', async () => {
    const { client, channels } = fakeClient();
    const onResubscribed = vi.fn();
    subscribeToConversation(client, 'c1', { onResubscribed });
    await settle();
    // changes flow once the server says it listens to the database
    const flowing = () => {
      channels[0]!.report('SUBSCRIBED');
      channels[0]!.emit('system', { extension: 'postgres_changes', status: 'ok' });
    };
    flowing();
    channels[0]!.report('CHANNEL_ERROR');
    flowing();
    expect(onResubscribed).toHaveBeenCalledTimes(1);
  });

  it('opens nothing on a client whose live updates are off (stories, mocks)', async () => {
    const { client, channels } = fakeClient();
    subscribeToConversation(disableLiveUpdates(client), 'c1', {
      onPresence: vi.fn(),
      onMessage: vi.fn(),
    });
    await settle();
    expect(channels).toHaveLength(0);
  });
});
