import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  followLink,
  latestMailTo,
  linkIn,
  startTestServer,
  type TestServer,
} from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('auth.admin with the service-role key', () => {
  it('creates a confirmed user who can sign in, reads, updates and deletes it', async () => {
    const admin = t.serviceClient().auth.admin;
    const created = await admin.createUser({
      email: 'Made.By.Admin@example.com',
      password: 'first password 1',
      email_confirm: true,
      user_metadata: { first_name: 'Ada' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user.email).toBe('made.by.admin@example.com');
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' });
    expect(user.identities?.[0]?.provider).toBe('email');
    expect(
      (
        await t
          .client()
          .auth.signInWithPassword({ email: user.email!, password: 'first password 1' })
      ).error,
    ).toBeNull();

    const fetched = await admin.getUserById(user.id);
    expect(fetched.data.user?.user_metadata).toEqual({ first_name: 'Ada' });

    const updated = await admin.updateUserById(user.id, {
      password: 'second password 2',
      user_metadata: { last_name: 'Lovelace' },
      ban_duration: '1h',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
    const banned = await t
      .client()
      .auth.signInWithPassword({ email: user.email!, password: 'second password 2' });
    expect(banned.error?.code).toBe('user_banned');
    await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(
      (
        await t
          .client()
          .auth.signInWithPassword({ email: user.email!, password: 'second password 2' })
      ).error,
    ).toBeNull();

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('refuses a taken email with 422 email_exists and a user without email or phone with 400', async () => {
    const admin = t.serviceClient().auth.admin;
    const taken = await admin.createUser({
      email: demoAccounts.candidate.email,
      password: 'whatever 123',
    });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    expect(taken.error?.message).toBe('A user with this email address has already been registered');
    const empty = await admin.createUser({});
    expect(empty.error?.status).toBe(400);
    expect(empty.error?.message).toBe('Cannot create a user without either an email or phone');
  });

  it('refuses a common password with 422 weak_password, reason pwned', async () => {
    const admin = t.serviceClient().auth.admin;
    const common = await admin.createUser({ email: 'common.pw@example.com', password: 'qwerty123' });
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });
    expect((await admin.listUsers()).data.users.map((u) => u.email)).not.toContain(
      'common.pw@example.com',
    );
  });

  it('lists users newest first in pages, with the total and next/last links', async () => {
    const admin = t.serviceClient().auth.admin;
    for (const n of [1, 2, 3]) {
      await admin.createUser({ email: `paged${n}@example.com`, email_confirm: true });
    }
    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    if (listed.error) throw listed.error;
    const first = { data: listed.data };
    expect(first.data.users.map((u) => u.email)).toEqual([
      'paged3@example.com',
      'paged2@example.com',
    ]);
    expect(first.data.aud).toBe('authenticated');
    expect(first.data.nextPage).toBe(2);
    const res = await fetch(`${t.url}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
    });
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.data.total).toBe(total);
    const lastPage = Math.ceil(total / 2);
    expect(res.headers.get('link')).toBe(
      `<${t.url}/auth/v1/admin/users?page=3&per_page=2>; rel="next", <${t.url}/auth/v1/admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    expect(((await res.json()) as { users: { email: string }[] }).users[0]?.email).toBe(
      'paged1@example.com',
    );
  });

  it('answers 403 not_admin to the anon key and to a signed-in user', async () => {
    const anon = await t.client().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.message).toBe('User not allowed');
    const { session } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const res = await fetch(`${t.url}/auth/v1/invite`, {
      method: 'POST',
      headers: {
        apikey: t.anonKey,
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'sneaky@example.com' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      code: 403,
      error_code: 'not_admin',
      msg: 'User not allowed',
    });
  });
});

describe('invitations and generated links', () => {
  it('invites by email; the link signs the new user in to set a password', async () => {
    const email = 'invited.person@example.com';
    const { data, error } = await t.serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { first_name: 'Ivy' },
      redirectTo: 'http://localhost:5173/reset-password',
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('You are invited to GlobalHire');
    const followed = await followLink(linkIn(mail));
    expect(followed.location.startsWith('http://localhost:5173/reset-password#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('invite');
    const client = t.client();
    await client.auth.setSession({
      access_token: followed.fragment.get('access_token')!,
      refresh_token: followed.fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'chosen password 1' })).error).toBeNull();
    const signedIn = await t
      .client()
      .auth.signInWithPassword({ email, password: 'chosen password 1' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata.first_name).toBe('Ivy');

    const again = await t.serviceClient().auth.admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  it('generates magic link, recovery and signup links without sending mail', async () => {
    const admin = t.serviceClient().auth.admin;
    const magic = await admin.generateLink({
      type: 'magiclink',
      email: demoAccounts.employer.email,
    });
    expect(magic.error).toBeNull();
    expect(magic.data.properties?.verification_type).toBe('magiclink');
    expect(magic.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(magic.data.user?.email).toBe(demoAccounts.employer.email);
    const verified = await t.client().auth.verifyOtp({
      token_hash: magic.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(verified.data.session?.user.email).toBe(demoAccounts.employer.email);

    const unknownRecovery = await admin.generateLink({
      type: 'recovery',
      email: 'nobody@example.com',
    });
    expect(unknownRecovery.error?.status).toBe(404);
    expect(unknownRecovery.error?.message).toBe('User with this email not found');

    const newcomer = await admin.generateLink({ type: 'magiclink', email: 'newcomer@example.com' });
    expect(newcomer.data.properties?.verification_type).toBe('signup');
    const followed = await followLink(newcomer.data.properties!.action_link);
    expect(followed.fragment.get('type')).toBe('signup');
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });
});
