/**
 * The subscribers of the Realtime figure, in their own process (bench/realtime.ts forks it) so
 * their work is not charged to the server: one supabase-js client per user, each with its own
 * access token (HS256, signed with the server's secret as Supabase Auth would) through
 * `createClient`'s `accessToken` option, each subscribed to the inserts of its own rows.
 */
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';

export interface ConnectRequest {
  type: 'connect';
  url: string;
  anonKey: string;
  jwtSecret: string;
  table: string;
  users: string[];
  /** Subscriptions being made at once (the rest wait for a place). */
  inFlight: number;
}

export interface Receipts {
  /** Per delivery: the row id, and when it arrived (ms since the epoch, sub-millisecond). */
  ids: number[];
  at: number[];
  /** Deliveries whose row belongs to someone other than the receiving client's user. */
  misdelivered: number;
}

export type ClientsMessage =
  | { type: 'connected'; ms: number; subscribed: number; failures: string[] }
  | { type: 'count'; received: number }
  | ({ type: 'receipts' } & Receipts);

const now = () => performance.timeOrigin + performance.now();
const send = (message: ClientsMessage) => process.send?.(message);

const clients: SupabaseClient[] = [];
const receipts: Receipts = { ids: [], at: [], misdelivered: 0 };

async function token(secret: Uint8Array, sub: string): Promise<string> {
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(secret);
}

/** Resolves when the join is accepted and the server confirms the Postgres Changes binding. */
function subscribeOwnRows(
  request: ConnectRequest,
  client: SupabaseClient,
  user: string,
): Promise<void> {
  return new Promise((done, fail) => {
    const channel: RealtimeChannel = client
      .channel(`notes:${user}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: request.table, filter: `user_id=eq.${user}` },
        (payload) => {
          const row = payload.new as { id: number; user_id: string };
          receipts.ids.push(row.id);
          receipts.at.push(now());
          if (row.user_id !== user) receipts.misdelivered += 1;
        },
      )
      .on('system', {}, (message: { extension?: string; status?: string; message?: string }) => {
        if (message.extension !== 'postgres_changes') return;
        if (message.status === 'ok') done();
        else fail(new Error(message.message ?? 'postgres_changes refused'));
      });
    channel.subscribe((status, error) => {
      if (status !== 'SUBSCRIBED') fail(new Error(`${status} ${error?.message ?? ''}`));
    });
  });
}

async function connect(request: ConnectRequest): Promise<void> {
  const secret = new TextEncoder().encode(request.jwtSecret);
  const tokens = await Promise.all(request.users.map((user) => token(secret, user)));
  const failures: string[] = [];
  let subscribed = 0;
  let next = 0;
  const started = now();
  await Promise.all(
    Array.from({ length: Math.min(request.inFlight, request.users.length) }, async () => {
      while (next < request.users.length) {
        const index = next++;
        const accessToken = tokens[index] as string;
        const client = createClient(request.url, request.anonKey, {
          accessToken: async () => accessToken,
          realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
        });
        clients.push(client);
        try {
          // supabase-js hands the token to Realtime asynchronously: a channel joined in the same
          // tick would carry none and be checked as the anon key.
          await client.realtime.setAuth(accessToken);
          await subscribeOwnRows(request, client, request.users[index] as string);
          subscribed += 1;
        } catch (error) {
          if (failures.length < 5)
            failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  send({ type: 'connected', ms: now() - started, subscribed, failures });
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'connect') {
    connect(message as ConnectRequest).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  } else if (message.type === 'count') {
    send({ type: 'count', received: receipts.ids.length });
  } else if (message.type === 'receipts') {
    send({ type: 'receipts', ...receipts });
  } else if (message.type === 'close') {
    void Promise.all(clients.map((c) => c.removeAllChannels())).finally(() => process.exit(0));
  }
});
