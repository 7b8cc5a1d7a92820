import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/index.js';
import { collect, disconnectAll, subscribed } from './realtime-setup.js';

let t: TestServer;
const clients: SupabaseClient[] = [];
const client = () => {
  const c = t.client();
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await startTestServer();
});
afterEach(async () => {
  await disconnectAll(...clients.splice(0));
});
afterAll(async () => {
  await t?.stop();
});

interface PresenceEvent {
  event: string;
  key?: string;
  newPresences?: Record<string, unknown>[];
  leftPresences?: Record<string, unknown>[];
}

/** A channel with presence under `key`, recording its join/leave events and syncs. */
function present(c: SupabaseClient, topic: string, key: string) {
  const events = collect<PresenceEvent>();
  const syncs = collect<number>();
  const channel = c
    .channel(topic, { config: { presence: { key } } })
    .on('presence', { event: 'sync' }, () => syncs.push(1))
    .on('presence', { event: 'join' }, (e) => events.push(e as PresenceEvent))
    .on('presence', { event: 'leave' }, (e) => events.push(e as PresenceEvent));
  return { channel, events, syncs };
}

/** Waits until the channel's presence state satisfies `check`. */
async function until(channel: RealtimeChannel, check: (state: Record<string, unknown[]>) => boolean) {
  for (let i = 0; i < 200 && !check(channel.presenceState()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check(channel.presenceState())).toBe(true);
}

describe('presence', () => {
  it('syncs the state on join, then joins and leaves between two clients', async () => {
    const alice = present(client(), 'office', 'alice');
    await subscribed(alice.channel);
    await alice.syncs.atLeast(1);
    expect(await alice.channel.track({ status: 'online' })).toBe('ok');
    await until(alice.channel, (s) => 'alice' in s);

    const bobClient = client();
    const bob = present(bobClient, 'office', 'bob');
    await subscribed(bob.channel);
    // Bob's first sync already holds Alice.
    await until(bob.channel, (s) => 'alice' in s);
    expect(bob.channel.presenceState().alice).toEqual([
      { status: 'online', presence_ref: expect.any(String) },
    ]);

    expect(await bob.channel.track({ status: 'away' })).toBe('ok');
    await until(alice.channel, (s) => 'bob' in s);
    expect(alice.events.items).toContainEqual(
      expect.objectContaining({ event: 'join', key: 'bob', newPresences: [expect.objectContaining({ status: 'away' })] }),
    );

    // Leaving the channel is leaving presence.
    await bobClient.removeChannel(bob.channel);
    await until(alice.channel, (s) => !('bob' in s));
    expect(alice.events.items).toContainEqual(expect.objectContaining({ event: 'leave', key: 'bob' }));
  });

  it('replaces the state of a channel that tracks again', async () => {
    const dave = present(client(), 'desk', 'dave');
    await subscribed(dave.channel);
    await dave.channel.track({ status: 'online' });
    await dave.channel.track({ status: 'busy' });
    // Someone joining later gets one state for Dave, the last one.
    const late = present(client(), 'desk', 'late');
    await subscribed(late.channel);
    await until(late.channel, (s) => 'dave' in s);
    expect(late.channel.presenceState().dave).toEqual([{ status: 'busy', presence_ref: expect.any(String) }]);
  });

  it('untracks, and a closed socket leaves', async () => {
    const alice = present(client(), 'hall', 'alice');
    await subscribed(alice.channel);
    const carolClient = client();
    const carol = present(carolClient, 'hall', 'carol');
    await subscribed(carol.channel);

    await carol.channel.track({ here: true });
    await until(alice.channel, (s) => 'carol' in s);
    expect(await carol.channel.untrack()).toBe('ok');
    await until(alice.channel, (s) => !('carol' in s));

    await carol.channel.track({ here: true });
    await until(alice.channel, (s) => 'carol' in s);
    await carolClient.realtime.disconnect();
    await until(alice.channel, (s) => !('carol' in s));
  });

  it('gives a generated key when the client names none', async () => {
    const watcher = present(client(), 'lounge', 'watcher');
    await subscribed(watcher.channel);
    const anonymous = client().channel('lounge');
    await subscribed(anonymous);
    await anonymous.track({ n: 1 });
    await until(watcher.channel, (s) => Object.keys(s).some((k) => /^[0-9a-f-]{36}$/.test(k)));
  });
});
