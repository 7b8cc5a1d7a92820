import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLazySupabaseClient } from '../src/lazyClient';
import { subscribeToRows, type RowChange } from '../src/realtime';
import type { GlobalHireClient } from '../src/client';
import { startBackend, type Backend } from './backend';

// subscribeToRows against supabase-local's Realtime, with clients made the product's way.

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

/** Subscribes to the user's notifications; resolves once changes arrive. */
async function listenToNotifications(client: GlobalHireClient, userId: string) {
  const changes: RowChange<'notifications'>[] = [];
  let stop = () => {};
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('never subscribed')), 10_000);
    stop = subscribeToRows(
      client,
      { channel: 'bell', table: 'notifications', filter: `user_id=eq.${userId}` },
      {
        onChange: (change) => changes.push(change),
        onResubscribed: () => {},
        onLiveChange: (live) => {
          if (!live) return;
          clearTimeout(timer);
          resolve();
        },
      },
    );
  });
  return { changes, stop };
}

async function notify(userId: string, title: string): Promise<number> {
  const { data, error } = await backend.server
    .serviceClient()
    .from('notifications')
    .insert({ user_id: userId, title, body: title })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as number;
}

const received = (changes: RowChange<'notifications'>[], id: number) =>
  expect
    .poll(() => changes.map((change) => (change.new as { id?: number }).id), { timeout: 10_000 })
    .toContain(id);

describe('live notifications', () => {
  it('reach a signed-in candidate through a lazily loaded client', async () => {
    const real = await backend.as('candidate');
    const { data } = await real.client.auth.getSession();
    const lazy = createLazySupabaseClient(
      { url: backend.server.url, anonKey: backend.server.anonKey },
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      },
    );
    await lazy.auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    const bell = await listenToNotifications(lazy, real.userId);
    const id = await notify(real.userId, 'Live through the lazy client');
    await received(bell.changes, id);
    expect(bell.changes[0]).toMatchObject({ eventType: 'INSERT', new: { id, user_id: real.userId } });
    bell.stop();
  });

  it("reach an admin who verified a second factor (Realtime gets the session's new token)", async () => {
    const admin = await backend.as('admin');
    const { data } = await admin.client.auth.getSession();
    expect(admin.client.realtime.accessTokenValue).toBe(data.session!.access_token);
    const bell = await listenToNotifications(admin.client, admin.userId);
    const id = await notify(admin.userId, 'Live for the admin');
    await received(bell.changes, id);
    bell.stop();
  });
});
