import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers, signIn, signInAal1 } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

// Seed: job 6 waits for approval (approved is null until an admin decides); contact messages are read by admins only.
const pendingJob = 6;

describe('admin work needs a second factor (aal2)', () => {
  it('refuses an admin signed in with a password alone: no approval, no admin-only reads', async () => {
    const admin = await signInAal1(server, seedUsers.admin.email);
    const approve = await admin
      .from('jobs')
      .update({ approved: true })
      .eq('id', pendingJob)
      .select('id');
    // A pending job is not theirs to see at aal1, so the update touches nothing.
    expect(approve.error).toBeNull();
    expect(approve.data).toEqual([]);
    const messages = await admin.from('contact_messages').select('id');
    expect(messages.error).toBeNull();
    expect(messages.data).toEqual([]);
    // Their own profile stays theirs: the site reads it to send them to the code step.
    const own = await admin
      .from('profiles')
      .select('user_type')
      .eq('id', seedUsers.admin.id)
      .single();
    expect(own.data).toEqual({ user_type: 'admin' });
    const service = server.serviceClient();
    const job = await service.from('jobs').select('approved').eq('id', pendingJob).single();
    expect(job.data).toEqual({ approved: null });
  });

  it('lets the same admin work once a TOTP code was verified in the session', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const messages = await admin.from('contact_messages').select('id');
    expect(messages.data!.length).toBeGreaterThan(0);
    const approve = await admin
      .from('jobs')
      .update({ approved: true })
      .eq('id', pendingJob)
      .select('approved');
    expect(approve.error).toBeNull();
    expect(approve.data).toEqual([{ approved: true }]);
  });
});
