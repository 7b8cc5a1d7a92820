import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { inviteUserFunction } from '../src/functions';
import { inviteUser, resendInvitation } from '../src/mutations/invitations';
import { listPendingInvitations } from '../src/queries/invitations';
import { postJob } from '../src/mutations/jobs';
import type { Database } from '../src/database.types';
import {
  followLink,
  latestMailTo,
  linkIn,
  mailTo,
} from '@globalhire/supabase-local/testing';
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

  it("invites an employer: the link lands on the site's set-password page, the role set by the server, the company verified", async () => {
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
    expect(mail.subject).toBe('You are invited to GlobalHire');
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

    // Verified from the start: the company's page is public before it has a live job, and the
    // admins' list has nothing left to verify for it.
    const company = await backend
      .anon()
      .from('profiles')
      .select('company_name, employer_status')
      .eq('id', data!.id)
      .maybeSingle();
    expect(company.data).toEqual({ company_name: 'Lee Logistics', employer_status: 'verified' });
    const toVerify = await client
      .from('profiles')
      .select('id')
      .eq('user_type', 'employer')
      .eq('employer_status', 'pending')
      .eq('id', data!.id);
    expect(toVerify.data).toEqual([]);

    // The invitee posts a job straight away; it waits for the usual job review.
    const posted = await postJob(invited, data!.id, {
      jobTitle: 'Warehouse Supervisor',
      location: 'Auckland, New Zealand',
      country: 'new-zealand',
      category: 'supply-chain',
      description: 'Lead the night shift of our Auckland warehouse.',
      tags: 'Logistics',
      requirements: ['2+ years leading a team'],
      salaryMin: '70000',
      salaryMax: '80000',
      salaryCurrency: 'NZD',
    });
    expect(posted.error).toBeNull();
    expect(posted.data).toMatchObject({ title: 'Warehouse Supervisor', approved: null });

    // The invitation is the one message the person got: no "verified" email or notification.
    expect(await mailTo(backend.server.url, 'hiring.lead@example.com')).toHaveLength(1);
    const outbox = await backend.server.server.db.query(
      'select kind from private.email_outbox where user_id = $1 or to_address = $2',
      [data!.id, 'hiring.lead@example.com'],
    );
    expect(outbox.rows).toEqual([]);
    const notices = await invited.from('notifications').select('kind');
    expect(notices.data).toEqual([]);
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

/** Auth sends one email of a kind per address per second (supabase/config.toml max_frequency). */
const nextEmailAllowed = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Follows the newest email's link and chooses a password, as the invited person does. */
async function acceptLatest(email: string) {
  const followed = await followLink(linkIn(await latestMailTo(backend.server.url, email)));
  expect(followed.location.startsWith(`${siteUrl}/reset-password?invited=1#`)).toBe(true);
  const person = backend.anon();
  await person.auth.setSession({
    access_token: followed.fragment.get('access_token')!,
    refresh_token: followed.fragment.get('refresh_token')!,
  });
  return person;
}

const roleOf = async (id: string) =>
  (await backend.server.serviceClient().from('profiles').select('user_type').eq('id', id).single())
    .data?.user_type;

describe('invitations nobody has taken up yet', () => {
  it('are listed for admins only, sent again from the list or the form, and never once a password is chosen', async () => {
    const { client } = await backend.as('admin');
    const email = 'late.joiner@example.com';
    const made = await inviteUser(client, { email, role: 'employer', companyName: 'Late Co' });
    expect(made.error).toBeNull();
    const listed = await listPendingInvitations(client);
    expect(listed.data?.find((row) => row.email === email)).toMatchObject({
      id: made.data!.id,
      user_type: 'employer',
      company_name: 'Late Co',
      link_opened: false,
    });
    const notAdmin = await listPendingInvitations((await backend.as('employer')).client);
    expect(notAdmin.error?.code).toBe('42501');
    const passwordOnly = await listPendingInvitations(
      (await backend.withPasswordOnly('admin')).client,
    );
    expect(passwordOnly.error?.code).toBe('42501');

    // The form again, with another role: the same account, invited again as a recruiter.
    await nextEmailAllowed();
    const again = await inviteUser(client, { email, role: 'recruiter', firstName: 'Lara' });
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ id: made.data!.id, email, role: 'recruiter', resent: true });
    expect(await roleOf(made.data!.id)).toBe('recruiter');
    // From the list: as it was made.
    await nextEmailAllowed();
    const resent = await resendInvitation(client, email);
    expect(resent.data).toEqual({ id: made.data!.id, email, role: 'recruiter', resent: true });
    const mails = await mailTo(backend.server.url, email);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(3).fill('You are invited to GlobalHire'));
    // The first link was replaced; the newest one lets the person in.
    expect((await followLink(linkIn(mails[2]!))).fragment.get('access_token')).toBeNull();
    const person = await acceptLatest(email);
    expect((await person.auth.updateUser({ password: 'my own password 2' })).error).toBeNull();

    // Accepted: no longer pending, and neither path sends anything.
    expect((await listPendingInvitations(client)).data?.some((row) => row.email === email)).toBe(
      false,
    );
    await nextEmailAllowed();
    expect((await resendInvitation(client, email)).error).toMatchObject({
      status: 422,
      code: 'not_pending',
      field: 'email',
    });
    expect((await inviteUser(client, { email, role: 'admin' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect(await mailTo(backend.server.url, email)).toHaveLength(3);
    expect(await roleOf(made.data!.id)).toBe('recruiter');
  });

  it('sends someone who opened the link but chose no password a link to choose one', async () => {
    const { client } = await backend.as('admin');
    const email = 'half.way@example.com';
    expect((await inviteUser(client, { email, role: 'admin' })).error).toBeNull();
    await acceptLatest(email); // …and leaves without choosing a password
    const listed = await listPendingInvitations(client);
    expect(listed.data?.find((row) => row.email === email)?.link_opened).toBe(true);

    await nextEmailAllowed();
    const resent = await resendInvitation(client, email);
    expect(resent.data).toMatchObject({ email, role: 'admin', resent: true });
    expect((await latestMailTo(backend.server.url, email)).subject).toBe('Reset your GlobalHire password');
    const person = await acceptLatest(email);
    expect((await person.auth.updateUser({ password: 'my own password 3' })).error).toBeNull();
    expect((await listPendingInvitations(client)).data?.some((row) => row.email === email)).toBe(
      false,
    );
  });

  it('refuses a resend for a sign-up that was never invited, and an address nobody has', async () => {
    const { client } = await backend.as('admin');
    await backend
      .anon()
      .auth.signUp({ email: 'self.signed@example.com', password: 'someone else 2' });
    for (const email of ['self.signed@example.com', 'nobody.here@example.com']) {
      expect((await resendInvitation(client, email)).error).toMatchObject({
        status: 422,
        code: 'not_pending',
      });
    }
    expect(await mailTo(backend.server.url, 'nobody.here@example.com')).toHaveLength(0);
  });
});
