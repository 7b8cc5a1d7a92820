import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoAccounts,
  startTestServer,
  totpCode,
  wrongTotpCode,
  type SupabaseClient,
  type TestServer,
} from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    config: { auth: { rateLimit: { failedMfaVerificationsPerFactor: 3 } } },
  });
});
afterAll(async () => {
  await t?.stop();
});

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token);
}

async function signedInEmployer() {
  return t.signInAs(demoAccounts.employer.email, demoAccounts.employer.password);
}

describe('TOTP enrolment', () => {
  it('enrols, verifies with a code from the secret, and steps the session up to aal2', async () => {
    const { client } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    const enrolled = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    expect(enrolled.error).toBeNull();
    const { id, type, friendly_name, totp } = enrolled.data!;
    expect({ type, friendly_name }).toEqual({ type: 'totp', friendly_name: 'Phone app' });
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.uri).toBe(
      `otpauth://totp/localhost%3A5173:candidate%40globalhire.local?issuer=localhost%3A5173&secret=${totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(totp.qr_code).not.toContain('#');

    // Listed but unverified: the session stays aal1 and nothing asks for a second step yet.
    let factors = await client.auth.mfa.listFactors();
    expect(factors.data!.all).toEqual([
      expect.objectContaining({ id, status: 'unverified', factor_type: 'totp' }),
    ]);
    expect(factors.data!.totp).toEqual([]);

    const challenge = await client.auth.mfa.challenge({ factorId: id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    const verified = await client.auth.mfa.verify({
      factorId: id,
      challengeId: challenge.data!.id,
      code: totpCode(totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = await accessClaims(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);
    factors = await client.auth.mfa.listFactors();
    expect(factors.data!.totp).toEqual([
      expect.objectContaining({ id, status: 'verified', friendly_name: 'Phone app' }),
    ]);

    // A refresh keeps the level; a new sign-in starts at aal1 and is told aal2 is next.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
    const again = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
    expect((await again.client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // At aal1 a verified factor can be neither joined by another nor removed.
    const more = await again.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(more.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const drop = await again.client.auth.mfa.unenroll({ factorId: id });
    expect(drop.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    // Unenrolling at aal2 downgrades the session.
    const removed = await client.auth.mfa.unenroll({ factorId: id });
    expect(removed).toEqual({ data: { id }, error: null });
    const after = await client.auth.refreshSession();
    expect(decodeJwt(after.data.session!.access_token).aal).toBe('aal1');
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([]);
  });

  it('refuses a duplicate friendly name and replaces unverified factors once one is verified', async () => {
    const { client } = await signedInEmployer();
    const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    const dup = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: second.data!.id,
      code: totpCode(second.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    const all = (await client.auth.mfa.listFactors()).data!.all.map((f) => f.id);
    expect(all).toEqual([second.data!.id]);
    expect(all).not.toContain(first.data!.id);
    await client.auth.mfa.unenroll({ factorId: second.data!.id });
  });
});

describe('TOTP verification', () => {
  it('refuses wrong codes with mfa_verification_failed, then rate-limits the factor', async () => {
    const { client } = await t.signInAs('daniel.mensah@mail.example', 'globalhire-demo');
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data!.id;
    const secret = data!.totp.secret;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await client.auth.mfa.challengeAndVerify({
        factorId,
        code: wrongTotpCode(secret),
      });
      expect(wrong.error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    // Past the limit even the right code is refused, with Retry-After.
    const challenge = await client.auth.mfa.challenge({ factorId });
    const res = await fetch(`${t.url}/auth/v1/factors/${factorId}/verify`, {
      method: 'POST',
      headers: {
        apikey: t.anonKey,
        authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ challenge_id: challenge.data!.id, code: totpCode(secret) }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await accessClaims(client)).aal).toBe('aal1');
  });

  it('refuses an unknown factor, an unknown challenge and an empty code', async () => {
    const { client } = await signedInEmployer();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Checks' });
    const unknownFactor = await client.auth.mfa.challenge({
      factorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unknownChallenge = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: totpCode(data!.totp.secret),
    });
    expect(unknownChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    const empty = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: '',
    });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    // Another user cannot touch the factor.
    const other = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
    const foreign = await other.client.auth.mfa.challenge({ factorId: data!.id });
    expect(foreign.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    await client.auth.mfa.unenroll({ factorId: data!.id });
  });

  it('refuses an expired challenge with mfa_challenge_expired', async () => {
    const { client } = await signedInEmployer();
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Expiry' });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    await t.server.db.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge.data!.id],
    );
    const late = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: totpCode(data!.totp.secret),
    });
    expect(late.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    await client.auth.mfa.unenroll({ factorId: data!.id });
  });

  it('gives the test helper an aal2 admin session, enrolling once and stepping up afterwards', async () => {
    const first = await t.signInWithSecondFactor(
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    const second = await t.signInWithSecondFactor(
      demoAccounts.admin.email,
      demoAccounts.admin.password,
    );
    expect(second.factorId).toBe(first.factorId);
    expect(decodeJwt(first.session.access_token).aal).toBe('aal2');
    expect(decodeJwt(second.session.access_token).aal).toBe('aal2');
  });
});

describe('a TOTP code works once', () => {
  it('refuses a code already used, in another session or the same one, and an older one after it', async () => {
    const email = 'one-time-codes@example.com';
    const password = 'one time codes 1';
    const created = await t
      .serviceClient()
      .auth.admin.createUser({ email, password, email_confirm: true });
    expect(created.error).toBeNull();
    const first = await t.signInAs(email, password);
    const { data } = await first.client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data!.id;
    const secret = data!.totp.secret;
    const code = totpCode(secret);
    expect((await first.client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();

    // The same code, seen over a shoulder, in a second session within its 30 seconds.
    const second = await t.signInAs(email, password);
    const replayed = await second.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await accessClaims(second.client)).aal).toBe('aal1');
    const again = await first.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // The app's next code is taken once; then the current one, older, is refused too.
    const next = totpCode(secret, Date.now() + 30_000);
    expect((await second.client.auth.mfa.challengeAndVerify({ factorId, code: next })).error).toBeNull();
    expect((await accessClaims(second.client)).aal).toBe('aal2');
    const older = await second.client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret),
    });
    expect(older.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });
});
