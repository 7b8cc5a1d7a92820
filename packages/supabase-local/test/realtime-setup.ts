import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';

export interface SubscribeOutcome {
  status: string;
  error?: Error;
}

/** The first status `subscribe()` reports other than a pending join. */
export function subscribe(channel: RealtimeChannel): Promise<SubscribeOutcome> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve(error ? { status, error } : { status }));
  });
}

/** Subscribes and fails the test unless the server accepts the join. */
export async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  const outcome = await subscribe(channel);
  if (outcome.status !== 'SUBSCRIBED') {
    throw new Error(`subscribe: ${outcome.status} ${outcome.error?.message ?? ''}`);
  }
  return channel;
}

/** Every status a channel reports, in order, and a way to wait for one. */
export function statuses(channel: RealtimeChannel) {
  const seen: string[] = [];
  const waiters: { status: string; done: () => void }[] = [];
  channel.subscribe((status) => {
    seen.push(status);
    for (const w of waiters.filter((x) => x.status === status)) w.done();
  });
  return {
    seen,
    reached: (status: string) =>
      seen.includes(status) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ status, done })),
  };
}

/** Collects what one listener receives. */
export function collect<T = Record<string, unknown>>() {
  const items: T[] = [];
  const waiters: { count: number; done: () => void }[] = [];
  return {
    items,
    push: (item: T) => {
      items.push(item);
      for (const w of waiters.filter((x) => items.length >= x.count)) w.done();
    },
    /** Resolves once `count` items arrived. */
    atLeast: (count: number) =>
      items.length >= count ? Promise.resolve() : new Promise<void>((done) => waiters.push({ count, done })),
  };
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An HS256 token of the project, as Supabase Auth would sign it. */
export async function projectToken(secret: string, claims: Record<string, unknown>, exp: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Leaves every channel and closes the socket of each client. */
export async function disconnectAll(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
}
