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

describe('failed sign-ins per account and address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { auth: { rateLimit: { failedSignInsPerAccount: 3 } } } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.stop();
  });

  const { email, password } = demoAccounts.employer;
  const guess = (n: number) => t.client().auth.signInWithPassword({ email, password: `guess ${n}` });

  it('refuses the account from that address, even with the right password, and says when to retry', async () => {
    for (let i = 0; i < 3; i += 1) expect((await guess(i)).error?.code).toBe('invalid_credentials');
    const right = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        apikey: t.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: email.toUpperCase(), password }),
    });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Other accounts from the same address are unaffected.
    expect((await t.client().auth.signInWithPassword(demoAccounts.candidate)).error).toBeNull();
  });

  it('does not lock the owner out from another address', async () => {
    const owner = t.client({ from: '127.0.0.2' });
    const { data, error } = await owner.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('still sends a sign-in link to the address while its password is locked here', async () => {
    expect((await guess(9)).error?.status).toBe(429);
    const link = await t.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(link.error).toBeNull();
    expect((await mailTo(t.url, email)).map((m) => m.subject)).toContain('Your GlobalHire sign-in link');
  });

  it('locks for longer after each further failure, up to 15 minutes', async () => {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now');
    const waits: number[] = [];
    let elapsed = 0;
    for (let round = 0; round < 6; round += 1) {
      const locked = await t.client().auth.signInWithPassword({ email, password });
      expect(locked.error?.status).toBe(429);
      const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'still guessing' }),
      });
      const wait = Number(res.headers.get('retry-after'));
      waits.push(wait);
      // Once the lock ends, one more wrong guess locks again, for twice as long.
      elapsed += wait * 1000 + 1000;
      clock.mockReturnValue(start + elapsed);
      expect((await guess(round)).error?.code).toBe('invalid_credentials');
    }
    clock.mockRestore();
    expect(waits[0]).toBeLessThanOrEqual(60);
    for (let i = 1; i < waits.length; i += 1) {
      expect(waits[i]).toBeGreaterThanOrEqual(Math.min(2 * waits[i - 1]! - 2, 15 * 60 - 2));
      expect(waits[i]).toBeLessThanOrEqual(15 * 60);
    }
    expect(waits.at(-1)).toBeGreaterThan(14 * 60);
  });

  it('counts unknown emails the same way, so the answer does not reveal which exist', async () => {
    const unknown = 'nobody-here@example.com';
    for (let i = 0; i < 3; i += 1) {
      const { error } = await t.client().auth.signInWithPassword({ email: unknown, password: `guess ${i}` });
      expect(error?.code).toBe('invalid_credentials');
    }
    expect(
      (await t.client().auth.signInWithPassword({ email: unknown, password: 'guess 4' })).error?.status,
    ).toBe(429);
  });
});

describe('sign-in links per address', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ config: { auth: { email: { maxFrequency: 0 } } } });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('sends an address 30 links per 5 minutes, then answers 429 over_email_send_rate_limit', async () => {
    const { email } = demoAccounts.candidate;
    for (let i = 0; i < 30; i += 1) {
      expect((await t.client().auth.signInWithOtp({ email })).error).toBeNull();
    }
    const over = await t.client({ from: '127.0.0.2' }).auth.signInWithOtp({ email });
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_email_send_rate_limit');
    expect(await mailTo(t.url, email)).toHaveLength(30);
    // Another address is served.
    expect((await t.client().auth.signInWithOtp({ email: demoAccounts.employer.email })).error).toBeNull();
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
