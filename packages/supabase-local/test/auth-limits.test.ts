import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoAccounts, mailTo, startTestServer, type TestServer } from './helpers/index.js';

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: {
        auth: { rateLimit: { signInSignUps: 3, emailSent: 2 }, email: { maxFrequency: 60 } },
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers too many sign-in attempts with 429 over_request_rate_limit', async () => {
    const attempts = [];
    for (let i = 0; i < 3; i += 1) {
      attempts.push(
        await t
          .client()
          .auth.signInWithPassword({ email: demoAccounts.admin.email, password: 'wrong guess' }),
      );
    }
    expect(attempts.map((a) => a.error?.code)).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
    ]);
    const blocked = await t.client().auth.signInWithPassword(demoAccounts.admin);
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
  });

  it('refuses a second recovery mail to the same address within max_frequency', async () => {
    const first = await t.client().auth.resetPasswordForEmail(demoAccounts.candidate.email);
    expect(first.error).toBeNull();
    const second = await t.client().auth.resetPasswordForEmail(demoAccounts.candidate.email);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await mailTo(t.url, demoAccounts.candidate.email)).toHaveLength(1);
  });

  it('stops sending once the hourly email budget is spent', async () => {
    // One mail went out above; the budget is two.
    expect(
      (await t.client().auth.resetPasswordForEmail(demoAccounts.employer.email)).error,
    ).toBeNull();
    const over = await t.client().auth.resetPasswordForEmail(demoAccounts.admin.email);
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_email_send_rate_limit');
    expect(await mailTo(t.url, demoAccounts.admin.email)).toHaveLength(0);
  });
});

describe('failed sign-ins per account', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { auth: { rateLimit: { failedSignInsPerAccount: 3 } } } });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('refuses the account, even with the right password, after too many failures, and says when to retry', async () => {
    for (let i = 0; i < 3; i += 1) {
      const wrong = await t
        .client()
        .auth.signInWithPassword({ email: demoAccounts.employer.email, password: `guess ${i}` });
      expect(wrong.error?.code).toBe('invalid_credentials');
    }
    const right = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: t.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({
        email: demoAccounts.employer.email.toUpperCase(),
        password: demoAccounts.employer.password,
      }),
    });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Other accounts from the same address are unaffected.
    const other = await t.client().auth.signInWithPassword(demoAccounts.candidate);
    expect(other.error).toBeNull();
  });

  it('counts unknown emails the same way, so the answer does not reveal which exist', async () => {
    const email = 'nobody-here@example.com';
    for (let i = 0; i < 3; i += 1) {
      const { error } = await t.client().auth.signInWithPassword({ email, password: `guess ${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    expect(
      (await t.client().auth.signInWithPassword({ email, password: 'guess 4' })).error?.status,
    ).toBe(429);
  });
});

describe('an unknown email', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
    vi.restoreAllMocks();
  });

  it('costs the same bcrypt comparison as a known email with a wrong password', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    await t
      .client()
      .auth.signInWithPassword({ email: demoAccounts.candidate.email, password: 'wrong guess' });
    expect(compare).toHaveBeenCalledTimes(1);
    const known = compare.mock.calls[0]?.[1] as string;
    compare.mockClear();
    const { error } = await t
      .client()
      .auth.signInWithPassword({ email: 'nobody-at-all@example.com', password: 'wrong guess' });
    expect(error?.code).toBe('invalid_credentials');
    expect(compare).toHaveBeenCalledTimes(1);
    // Against a stored hash of the same cost as real accounts', not a cheap stand-in.
    expect((compare.mock.calls[0]?.[1] as string).slice(0, 7)).toBe(known.slice(0, 7));
  });
});
