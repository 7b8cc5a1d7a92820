import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  signUpConfirmed,
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

describe('password sign-in', () => {
  it('signs a seeded demo account in with GoTrue claims', async () => {
    const { session, user } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: demoAccounts.candidate.email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${t.url}/auth/v1`,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('returns the user with identities from getUser', async () => {
    const { client, user } = await t.signInAs(
      demoAccounts.employer.email,
      demoAccounts.employer.password,
    );
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'email' });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id });
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('refuses a wrong password or unknown address alike with 400 invalid_credentials', async () => {
    for (const attempt of [
      { email: demoAccounts.candidate.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: 'whatever-it-is' },
    ]) {
      const { data, error } = await t.client().auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('lets PostgREST see the signed-in user through auth.uid()', async () => {
    const { client, user } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const { data, error } = await client
      .from('profiles')
      .select('id, user_type')
      .eq('id', user.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id, user_type: 'candidate' });
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every refresh', async () => {
    const { client, session } = await t.signInAs(
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session?.access_token as string).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('gives the active token back when a just-rotated parent is presented again', async () => {
    const { session } = await t.signInAs(demoAccounts.admin.email, demoAccounts.admin.password);
    const first = await t.client().auth.refreshSession({ refresh_token: session.refresh_token });
    const replay = await t.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('refuses an unknown refresh token with 400 refresh_token_not_found', async () => {
    const { error } = await t.client().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('refresh token reuse outside the reuse interval', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ config: { auth: { refreshTokenReuseInterval: 0 } } });
  });
  afterAll(async () => {
    await strict?.stop();
  });

  it('revokes the whole session when an old token is replayed', async () => {
    const { session } = await strict.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const a = session.refresh_token;
    const b = (await strict.client().auth.refreshSession({ refresh_token: a })).data.session
      ?.refresh_token as string;
    const c = (await strict.client().auth.refreshSession({ refresh_token: b })).data.session
      ?.refresh_token as string;
    expect(new Set([a, b, c]).size).toBe(3);

    const replay = await strict.client().auth.refreshSession({ refresh_token: a });
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.code).toBe('refresh_token_already_used');

    // The family is revoked: even the newest token no longer works.
    const newest = await strict.client().auth.refreshSession({ refresh_token: c });
    expect(newest.error?.code).toBe('refresh_token_already_used');
  });
});

describe('refresh token reuse with a reuse interval', () => {
  let windowed: TestServer;
  beforeAll(async () => {
    windowed = await startTestServer({ config: { auth: { refreshTokenReuseInterval: 1 } } });
  });
  afterAll(async () => {
    await windowed?.stop();
  });

  it('ends the session for good once a replay is detected, descendants included', async () => {
    const { session } = await windowed.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const refresh = (token: string) =>
      windowed.client().auth.refreshSession({ refresh_token: token });
    const a = session.refresh_token;
    const b = (await refresh(a)).data.session?.refresh_token as string;
    const c = (await refresh(b)).data.session?.refresh_token as string;
    // Past the reuse interval of `a`, replaying it is theft, not a lost response.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await refresh(a)).error?.code).toBe('refresh_token_already_used');

    // The family was revoked a moment ago: that moment must not open a reuse window for the
    // newest token, nor for any other of the session.
    for (const token of [c, b]) {
      const again = await refresh(token);
      expect(again.data.session).toBeNull();
      expect(again.error?.status).toBe(400);
    }
    // The access token the session issued is refused too.
    // (supabase-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.)
    const { error } = await windowed.client().auth.getUser(session.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });
});

describe('updating the user', () => {
  it('merges metadata, removing keys set to null', async () => {
    const client = t.client();
    await signUpConfirmed(client, t.url, 'meta.user@example.com', 'first password 1', {
      first_name: 'Grace',
      city: 'Lisbon',
    });
    const { data, error } = await client.auth.updateUser({
      data: { last_name: 'Hopper', city: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: 'Grace', last_name: 'Hopper' });
  });

  it('changes the password, refusing the same one, and ends the other sessions', async () => {
    const email = 'password.user@example.com';
    const client = t.client();
    await signUpConfirmed(client, t.url, email, 'first password 1');
    const other = await t.signInAs(email, 'first password 1');

    const same = await client.auth.updateUser({ password: 'first password 1' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const common = await client.auth.updateUser({ password: 'iloveyou123' });
    expect(common.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });

    const changed = await client.auth.updateUser({ password: 'second password 2' });
    expect(changed.error).toBeNull();
    expect(
      (await t.client().auth.signInWithPassword({ email, password: 'first password 1' })).error
        ?.code,
    ).toBe('invalid_credentials');
    expect(
      (await t.client().auth.signInWithPassword({ email, password: 'second password 2' })).error,
    ).toBeNull();

    const otherRefresh = await other.client.auth.refreshSession();
    expect(otherRefresh.error?.code).toBe('refresh_token_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });
});

describe('sign-out scopes', () => {
  const email = 'scopes.user@example.com';
  const password = 'scopes password 1';
  beforeAll(async () => {
    await signUpConfirmed(t.client(), t.url, email, password);
  });

  it('others: ends every session but this one', async () => {
    const a = await t.signInAs(email, password);
    const b = await t.signInAs(email, password);
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await b.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await a.client.auth.refreshSession()).error).toBeNull();
  });

  it('local: ends this session only; its access token is refused by /user', async () => {
    const a = await t.signInAs(email, password);
    const b = await t.signInAs(email, password);
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const stale = await t.client().auth.getUser(a.session.access_token);
    // supabase-js turns GoTrue's 403 session_not_found into AuthSessionMissingError.
    expect(stale.error?.name).toBe('AuthSessionMissingError');
    expect((await b.client.auth.getUser()).error).toBeNull();
  });

  it('global: ends every session of the user', async () => {
    const a = await t.signInAs(email, password);
    const b = await t.signInAs(email, password);
    expect((await a.client.auth.signOut()).error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
    expect((await b.client.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });
});

describe('tokens /user will not accept', () => {
  it('refuses a forged token with 403 bad_jwt', async () => {
    const { session } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const [header, payload] = session.access_token.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    const { error } = await t.client().auth.getUser(tampered);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('refuses the anon key, which names no user', async () => {
    const { error } = await t.client().auth.getUser(t.anonKey);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });
});
