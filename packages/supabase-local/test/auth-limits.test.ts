import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, mailTo, startTestServer, type TestServer } from './helpers/index.js';

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      config: { auth: { rateLimit: { signInSignUps: 3, emailSent: 2 }, email: { maxFrequency: 60 } } },
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('answers too many sign-in attempts with 429 over_request_rate_limit', async () => {
    const attempts = [];
    for (let i = 0; i < 3; i += 1) {
      attempts.push(await t.client().auth.signInWithPassword({ email: demoAccounts.admin.email, password: 'wrong guess' }));
    }
    expect(attempts.map((a) => a.error?.code)).toEqual(['invalid_credentials', 'invalid_credentials', 'invalid_credentials']);
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
    expect(second.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailTo(t.url, demoAccounts.candidate.email)).toHaveLength(1);
  });

  it('stops sending once the hourly email budget is spent', async () => {
    // One mail went out above; the budget is two.
    expect((await t.client().auth.resetPasswordForEmail(demoAccounts.employer.email)).error).toBeNull();
    const over = await t.client().auth.resetPasswordForEmail(demoAccounts.admin.email);
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_email_send_rate_limit');
    expect(await mailTo(t.url, demoAccounts.admin.email)).toHaveLength(0);
  });
});
