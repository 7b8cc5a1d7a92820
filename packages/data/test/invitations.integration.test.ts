import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { inviteUserFunction } from '../src/functions';
import { inviteUser } from '../src/mutations/invitations';
import type { Database } from '../src/database.types';
import {
  followLink,
  latestMailTo,
  linkIn,
  mailTo,
} from '../../supabase-local/test/helpers/index.js';
import { startBackend, type Backend } from './backend';

const siteUrl = 'http://localhost:5173';
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({
    functions: {
      'invite-user': inviteUserFunction({
        siteUrl,
        makeClient: (url, key, authorization) =>
          createClient<Database>(url, key, {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
            realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
            ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
          }),
      }),
    },
  });
});
afterAll(async () => {
  await backend?.stop();
});

describe('inviting people (the invite-user function)', () => {
  it('refuses everyone but an admin with two factors, and sends nothing', async () => {
    const body = { email: 'would.be@example.com', role: 'admin' as const };
    for (const caller of [
      (await backend.as('employer')).client,
      (await backend.as('candidate')).client,
      // The admin's password alone is not enough: admin actions need the second factor.
      (await backend.withPasswordOnly('admin')).client,
    ]) {
      const { data, error } = await inviteUser(caller, body);
      expect(data).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('not_admin');
    }
    const anonymous = await backend.anon().functions.invoke('invite-user', { body });
    expect(anonymous.error).not.toBeNull();
    expect(await mailTo(backend.server.url, body.email)).toHaveLength(0);
    const listed = await backend.server.serviceClient().auth.admin.listUsers({ perPage: 200 });
    expect(listed.data.users.some((u) => u.email === body.email)).toBe(false);
  });

  it("invites an employer: the link lands on the site's set-password page, the role set by the server", async () => {
    const { client } = await backend.as('admin');
    const { data, error } = await inviteUser(client, {
      email: 'Hiring.Lead@Example.com',
      role: 'employer',
      firstName: 'Hana',
      lastName: 'Lee',
      companyName: 'Lee Logistics',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ email: 'hiring.lead@example.com', role: 'employer' });

    const mail = await latestMailTo(backend.server.url, 'hiring.lead@example.com');
    expect(mail.subject).toBe('You have been invited');
    const followed = await followLink(linkIn(mail));
    expect(followed.location.startsWith(`${siteUrl}/reset-password?invited=1#`)).toBe(true);
    const invited = backend.anon();
    await invited.auth.setSession({
      access_token: followed.fragment.get('access_token')!,
      refresh_token: followed.fragment.get('refresh_token')!,
    });
    expect((await invited.auth.updateUser({ password: 'my own password 1' })).error).toBeNull();
    const profile = await invited
      .from('profile_details')
      .select('user_type, company_name, first_name')
      .eq('id', data!.id)
      .single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({
      user_type: 'employer',
      company_name: 'Lee Logistics',
      first_name: 'Hana',
    });
  });

  it('invites an admin, and answers a taken address or a missing company at the field', async () => {
    const { client } = await backend.as('admin');
    const made = await inviteUser(client, { email: 'second.admin@example.com', role: 'admin' });
    expect(made.error).toBeNull();
    const row = await backend.server
      .serviceClient()
      .from('profiles')
      .select('user_type')
      .eq('id', made.data!.id)
      .single();
    expect(row.data?.user_type).toBe('admin');

    const taken = await inviteUser(client, { email: 'candidate@globalhire.local', role: 'admin' });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists', field: 'email' });
    // An unconfirmed sign-up is not turned into an admin: its password is whoever signed up's.
    await backend
      .anon()
      .auth.signUp({ email: 'unconfirmed@example.com', password: 'someone else 1' });
    const unconfirmed = await inviteUser(client, {
      email: 'Unconfirmed@example.com',
      role: 'admin',
    });
    expect(unconfirmed.error).toMatchObject({ status: 422, code: 'email_exists', field: 'email' });
    const still = await backend.server
      .serviceClient()
      .from('profiles')
      .select('user_type')
      .eq('email', 'unconfirmed@example.com')
      .single();
    expect(still.data?.user_type).toBe('candidate');
    const noCompany = await inviteUser(client, { email: 'x@example.com', role: 'employer' });
    expect(noCompany.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'companyName',
    });
  });
});
