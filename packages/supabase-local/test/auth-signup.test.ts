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
  t = await startTestServer({ config: { auth: { email: { templates: {} } } } });
});
afterAll(async () => {
  await t?.stop();
});

const password = 'correct horse battery';

describe('sign-up with email confirmation (the default)', () => {
  it('creates an unconfirmed user, mails a link, and confirms through it', async () => {
    const email = 'new.candidate@example.com';
    const client = t.client();
    const signUp = await client.auth.signUp({
      email,
      password,
      options: { data: { first_name: 'Ada', last_name: 'Lovelace', user_type: 'candidate' }, emailRedirectTo: 'http://localhost:5173/welcome' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.user_metadata).toMatchObject({ first_name: 'Ada', user_type: 'candidate' });

    const early = await client.auth.signInWithPassword({ email, password });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const link = linkIn(mail);
    expect(link.startsWith(`${t.url}/auth/v1/verify?`)).toBe(true);

    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://localhost:5173/welcome#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('signup');
    expect(followed.fragment.get('token_type')).toBe('bearer');

    const session = await client.auth.setSession({
      access_token: followed.fragment.get('access_token') as string,
      refresh_token: followed.fragment.get('refresh_token') as string,
    });
    expect(session.error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // The database's trigger made the profile from the sign-up metadata (names are private
    // columns: the account reads them through profile_details).
    const profile = await client.from('profile_details').select('user_type, first_name, last_name').eq('id', data.user?.id as string).single();
    expect(profile.data).toEqual({ user_type: 'candidate', first_name: 'Ada', last_name: 'Lovelace' });

    const signIn = await t.client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });

  it('confirms with the six-digit code from the mail (verifyOtp with email and token)', async () => {
    const email = 'code.user@example.com';
    const client = t.client();
    expect((await client.auth.signUp({ email, password })).error).toBeNull();
    const code = codeIn(await latestMailTo(t.url, email));
    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe('otp_expired');
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    // A code works once.
    const again = await t.client().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(again.error?.code).toBe('otp_expired');
  });

  it('never makes an admin from sign-up metadata', async () => {
    const email = 'would.be.admin@example.com';
    const client = t.client();
    await client.auth.signUp({ email, password, options: { data: { user_type: 'admin' } } });
    const tokenHash = new URL(linkIn(await latestMailTo(t.url, email))).searchParams.get('token') as string;
    const { data } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    const profile = await client.from('profiles').select('user_type').eq('id', data.user?.id as string).single();
    expect(profile.data?.user_type).toBe('candidate');
  });

  it('sends a disallowed redirect to the site URL instead', async () => {
    const email = 'redirect.user@example.com';
    await t.client().auth.signUp({ email, password, options: { emailRedirectTo: 'https://evil.example.net/steal' } });
    const followed = await followLink(linkIn(await latestMailTo(t.url, email)));
    expect(followed.location.startsWith(`${t.server.config.auth.siteUrl}#`)).toBe(true);
  });

  it('redirects an invalid or used link with otp_expired in the fragment', async () => {
    const followed = await followLink(`${t.url}/auth/v1/verify?token=deadbeef&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:4173/login')}`);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://127.0.0.1:4173/login#')).toBe(true);
    expect(followed.fragment.get('error')).toBe('access_denied');
    expect(followed.fragment.get('error_code')).toBe('otp_expired');
    expect(followed.fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });
});

describe('sign-up refusals', () => {
  it('refuses a short password with 422 weak_password and its reasons', async () => {
    const { data, error } = await t.client().auth.signUp({ email: 'short@example.com', password: 'abc' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['length']);
    expect(await mailTo(t.url, 'short@example.com')).toHaveLength(0);
  });

  it('refuses an invalid email address with 400 validation_failed', async () => {
    const { error } = await t.client().auth.signUp({ email: 'not-an-email', password });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('does not reveal or change a registered, confirmed address', async () => {
    const { email } = demoAccounts.candidate;
    const { data, error } = await t.client().auth.signUp({ email, password: 'another password 1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const signIn = await t.client().auth.signInWithPassword(demoAccounts.candidate);
    expect(signIn.error).toBeNull();
  });

  it('does not reveal an invited account: its id, invitation or names', async () => {
    const email = 'invited.person@example.com';
    const invited = await t
      .serviceClient()
      .auth.admin.inviteUserByEmail(email, { data: { first_name: 'Ines', last_name: 'Invitee' } });
    expect(invited.error).toBeNull();
    const { data, error } = await t.client().auth.signUp({ email, password: 'a-strong-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(invited.data.user?.id);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.invited_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({});
    // The same members as a new address's answer.
    const fresh = await t.client().auth.signUp({ email: 'fresh.person@example.com', password: 'a-strong-password' });
    expect(Object.keys(data.user ?? {}).sort()).toEqual(Object.keys(fresh.data.user ?? {}).sort());
  });

  it('does not reveal an account waiting for its confirmation link', async () => {
    const email = 'waiting.person@example.com';
    const first = await t.client().auth.signUp({ email, password, options: { data: { first_name: 'Wanda' } } });
    expect(first.data.user?.identities).toHaveLength(1);
    await new Promise((done) => setTimeout(done, 1100)); // the mail's max_frequency
    const { data, error } = await t.client().auth.signUp({ email, password: 'another password 1' });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(first.data.user?.id);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.user_metadata).toEqual({});
    // The owner gets the link again.
    expect(await mailTo(t.url, email)).toHaveLength(2);
  });

  it('refuses a common password with 422 weak_password, reason pwned', async () => {
    const email = 'common.password@example.com';
    const { data, error } = await t.client().auth.signUp({ email, password: 'Password123' });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
    expect(error && 'reasons' in error ? error.reasons : undefined).toEqual(['pwned']);
    expect(await mailTo(t.url, email)).toHaveLength(0);
    // The demo accounts' password is not on the list.
    expect(
      (await t.client().auth.signUp({ email, password: 'globalhire-demo' })).error,
    ).toBeNull();
  });

  it('refuses metadata nested deeper than 256 levels with 400 validation_failed', async () => {
    let data: Record<string, unknown> = {};
    for (let i = 0; i < 1000; i += 1) data = { a: data };
    const { error } = await t
      .client()
      .auth.signUp({ email: 'deep.data@example.com', password, options: { data } });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    // Deeper than JSON.stringify itself can go: sent as text.
    const res = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: `{"email":"deeper.data@example.com","password":"${password}","data":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    expect(await mailTo(t.url, 'deeper.data@example.com')).toHaveLength(0);
  });

  it('answers bad JSON with 400 bad_json, not a server error', async () => {
    const res = await fetch(`${t.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });
});

describe('sign-up without confirmations', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ config: { auth: { email: { enableConfirmations: false } } } });
  });
  afterAll(async () => {
    await open?.stop();
  });

  it('signs the new user in at once', async () => {
    const { data, error } = await open.client().auth.signUp({ email: 'instant@example.com', password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers an invited address with 422 user_already_exists, never with its session', async () => {
    const email = 'invited.instant@example.com';
    const invited = await open.serviceClient().auth.admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    const { data, error } = await open.client().auth.signUp({ email, password });
    expect(error?.code).toBe('user_already_exists');
    expect(data.session).toBeNull();
    expect(data.user).toBeNull();
  });

  it('answers a registered address with 422 user_already_exists', async () => {
    const { error } = await open.client().auth.signUp({ email: demoAccounts.employer.email, password });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });
});
