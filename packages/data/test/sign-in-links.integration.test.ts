import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '@globalhire/supabase-local/testing';
import { requestSignInLink } from '../src/mutations/auth';
import { demoAccounts, startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

describe('asking for a sign-in link', () => {
  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const known = demoAccounts.candidate.email;
    const unknown = 'nobody.here@example.com';

    const forKnown = await requestSignInLink(backend.anon(), known);
    const forUnknown = await requestSignInLink(backend.anon(), unknown);

    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.error).toBeNull();
    expect(await mailTo(backend.server.url, known)).toHaveLength(1);
    expect(await mailTo(backend.server.url, unknown)).toHaveLength(0);
  });

  it('counts requests per address whether or not it has an account, so a refusal reveals nothing', async () => {
    const unknown = 'flood.target@example.com';
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await requestSignInLink(backend.anon(), unknown));
    expect(answers.slice(0, 30).map((answer) => answer.error)).toEqual(Array(30).fill(null));
    const last = answers[30]!;
    expect(last.error?.status).toBe(429);
  });
});
