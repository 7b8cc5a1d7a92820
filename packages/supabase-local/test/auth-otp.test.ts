import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  demoAccounts,
  followLink,
  latestMailTo,
  linkIn,
  mailTo,
  startTestServer,
  type TestServer,
} from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  // GoTrue's default emails (no project templates): they carry the code verifyOtp takes.
  t = await startTestServer({
    config: {
      auth: { enableAnonymousSignIns: true, email: { securePasswordChange: true, templates: {} } },
    },
  });
});
afterAll(async () => {
  await t?.stop();
});

describe('email OTP and magic links', () => {
  it('mails a magic link to a confirmed account; the link lands signed in', async () => {
    const { email } = demoAccounts.employer;
    const sent = await t.client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: 'http://localhost:5173/dashboard' },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null, messageId: undefined });
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Your Magic Link');
    expect(mail.text).toContain('Follow this link to login:');
    const followed = await followLink(linkIn(mail));
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://localhost:5173/dashboard#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('magiclink');
    const client = t.client();
    await client.auth.setSession({
      access_token: followed.fragment.get('access_token')!,
      refresh_token: followed.fragment.get('refresh_token')!,
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    // Used once.
    expect((await followLink(linkIn(mail))).fragment.get('error_code')).toBe('otp_expired');
  });

  it('signs in with the six-digit code through verifyOtp type email', async () => {
    const { email } = demoAccounts.candidate;
    await t.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const client = t.client();
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(await latestMailTo(t.url, email)),
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('refuses an unknown address with 422 otp_disabled when it may not create users', async () => {
    const { error } = await t.client().auth.signInWithOtp({
      email: 'no.such.account@example.com',
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(error?.message).toBe('Signups not allowed for otp');
    expect(await mailTo(t.url, 'no.such.account@example.com')).toHaveLength(0);
  });

  it('creates an account for a new address and mails the signup confirmation', async () => {
    const email = 'first.time@example.com';
    const { error } = await t
      .client()
      .auth.signInWithOtp({ email, options: { data: { first_name: 'Fi' } } });
    expect(error).toBeNull();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const followed = await followLink(linkIn(mail));
    expect(followed.fragment.get('type')).toBe('signup');
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });

  it('answers a second request within max_frequency with 429 and a bad address with 400', async () => {
    const email = demoAccounts.admin.email;
    expect((await t.client().auth.signInWithOtp({ email })).error).toBeNull();
    const again = await t.client().auth.signInWithOtp({ email });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    const bad = await t.client().auth.signInWithOtp({ email: 'not-an-address' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
  });
});

describe('anonymous sign-in', () => {
  it('signs in a user with no identity, marked anonymous in the user and the token', async () => {
    const client = t.client();
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { theme: 'dark' } },
    });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.app_metadata).toEqual({ provider: 'anonymous', providers: ['anonymous'] });
    expect(data.user?.user_metadata).toEqual({ theme: 'dark' });
    const claims = (await client.auth.getClaims()).data?.claims;
    expect(claims?.is_anonymous).toBe(true);
    expect(claims?.role).toBe('authenticated');
  });

  it('answers 422 anonymous_provider_disabled when the setting is off', async () => {
    const off = await startTestServer();
    try {
      const { error } = await off.client().auth.signInAnonymously();
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('anonymous_provider_disabled');
      expect(error?.message).toBe('Anonymous sign-ins are disabled');
      const settings = await fetch(`${off.url}/auth/v1/settings`, {
        headers: { apikey: off.anonKey },
      });
      expect(
        ((await settings.json()) as { external: { anonymous_users: boolean } }).external
          .anonymous_users,
      ).toBe(false);
    } finally {
      await off.stop();
    }
  });
});

describe('reauthentication (secure password change)', () => {
  it('asks a session older than a day for the mailed nonce before changing the password', async () => {
    const email = 'careful.user@example.com';
    await t
      .serviceClient()
      .auth.admin.createUser({ email, password: 'old password 1', email_confirm: true });
    const { client, session } = await t.signInAs(email, 'old password 1');
    // A recent sign-in may change the password without a nonce, as in GoTrue.
    const sessionId = JSON.parse(atob(session.access_token.split('.')[1]!)).session_id as string;
    await t.server.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where id = $1`,
      [sessionId],
    );

    const withoutNonce = await client.auth.updateUser({ password: 'new password 2' });
    expect(withoutNonce.error?.status).toBe(400);
    expect(withoutNonce.error?.code).toBe('reauthentication_needed');
    expect(withoutNonce.error?.message).toBe('Password update requires reauthentication');

    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Confirm reauthentication');
    const nonce = codeIn(mail);
    const wrong = await client.auth.updateUser({
      password: 'new password 2',
      nonce: nonce === '111111' ? '222222' : '111111',
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'new password 2', nonce })).error).toBeNull();
    expect(
      (await t.client().auth.signInWithPassword({ email, password: 'new password 2' })).error,
    ).toBeNull();
    // The nonce works once.
    const reused = await client.auth.updateUser({ password: 'new password 3', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });
});
