import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { newConversation, send } from './support/conversations.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A conversation live: new messages reach its participants and admins only (Postgres Changes
// checked against RLS), and its private Presence channel admits the two participants only.

let server: TestServer;
let service: SupabaseClient;
let candidate: SupabaseClient;
let employer: SupabaseClient;
let otherCandidate: SupabaseClient;
let admin: SupabaseClient;

/** How a join ends: 'SUBSCRIBED', or the error status the channel reports. */
function join(client: SupabaseClient, topic: string): Promise<string> {
  return new Promise((resolve) => {
    // Listening to presence enables it on the channel, as the conversation page does.
    const channel = client
      .channel(topic, { config: { private: true } })
      .on('presence', { event: 'sync' }, () => undefined);
    const timer = setTimeout(() => resolve('TIMED_OUT'), 8_000);
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        resolve(status);
        void client.removeChannel(channel);
      }
    });
  });
}

interface Change {
  new: { id?: number; conversation_id?: string; user_id?: string };
}

/** Subscribes to a table's inserts; resolves once the database side is listening. */
async function listen(client: SupabaseClient, table: string): Promise<Change[]> {
  const changes: Change[] = [];
  const channel = client
    .channel(`test-${table}-${Math.random()}`)
    .on('postgres_changes', { event: '*', schema: 'public', table }, (change) =>
      changes.push(change as unknown as Change),
    );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No subscription to ${table}`)), 10_000);
    channel.on('system', {}, (message: { extension?: string; status?: string }) => {
      if (message.extension === 'postgres_changes' && message.status === 'ok') {
        clearTimeout(timer);
        resolve();
      }
    });
    channel.subscribe();
  });
  return changes;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  await giveEmployerUnlimitedPlan(service);
  [candidate, employer, otherCandidate, admin] = await Promise.all([
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherCandidate.email),
    signIn(server, seedUsers.admin.email),
  ]);
  // the admin's socket carries the token of the session that verified the second factor
  const { data: stepped } = await admin.auth.getSession();
  await admin.realtime.setAuth(stepped.session!.access_token);
});

afterAll(async () => {
  await Promise.all(
    [candidate, employer, otherCandidate, admin].map((c) => c?.removeAllChannels()),
  );
  await server?.stop();
});

describe('new messages and read marks', () => {
  it('reach the participants and admins, and nobody else', async () => {
    const [candidateSees, adminSees, outsiderSees, outsiderReads] = await Promise.all([
      listen(candidate, 'conversation_messages'),
      listen(admin, 'conversation_messages'),
      listen(otherCandidate, 'conversation_messages'),
      listen(otherCandidate, 'conversation_reads'),
    ]);
    const { applicationId, conversationId } = await newConversation(
      service,
      employer,
      `live-${Date.now()}`,
    );
    const reply = await send(candidate, applicationId, 'Thank you!');
    // the outsider's own conversation, written after: once it arrives, the others would have too
    const ownApplication = await createApplication(service, `live-own-${Date.now()}`, {
      candidate_id: seedUsers.otherCandidate.id,
    });
    const own = await send(employer, ownApplication, 'Hello Daniel');

    await expect
      .poll(() => candidateSees.map((c) => c.new.id), { timeout: 10_000 })
      .toContain(reply.id);
    await expect
      .poll(() => adminSees.map((c) => c.new.id), { timeout: 10_000 })
      .toContain(reply.id);
    await expect
      .poll(() => outsiderSees.map((c) => c.new.id), { timeout: 10_000 })
      .toContain(own.id);
    expect(outsiderSees.filter((c) => c.new.conversation_id === conversationId)).toEqual([]);
    expect(outsiderReads.filter((c) => c.new.conversation_id === conversationId)).toEqual([]);
  });
});

describe('the conversation presence channel', () => {
  it('admits the two participants and nobody else', async () => {
    const { conversationId } = await newConversation(service, employer, `presence-${Date.now()}`);
    const topic = `conversation:${conversationId}`;
    expect(await join(candidate, topic)).toBe('SUBSCRIBED');
    expect(await join(employer, topic)).toBe('SUBSCRIBED');
    expect(await join(otherCandidate, topic)).toBe('CHANNEL_ERROR');
    expect(await join(admin, topic)).toBe('CHANNEL_ERROR');
    expect(await join(server.client(), topic)).toBe('CHANNEL_ERROR');
  });
});
