import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts, startTestServer, type TestServer } from './helpers/index.js';

// `[api] max_request_body_size` bounds every JSON body REST and Auth read (1 MiB by default).
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { api: { maxRequestBodySize: 4096 } } });
});
afterAll(async () => {
  await t?.stop();
});

it('refuses a REST write over the configured body size with 413, and takes one under it', async () => {
  const { client } = await t.signInAs(
    demoAccounts.candidate.email,
    demoAccounts.candidate.password,
  );
  const tooBig = await client
    .from('contact_messages')
    .insert({ name: 'Big', email: 'big@example.com', subject: 'Big', message: 'x'.repeat(8000) });
  expect(tooBig.status).toBe(413);
  expect(tooBig.error?.code).toBe('PGRST102');

  const small = await client
    .from('contact_messages')
    .insert({
      name: 'Small',
      email: 'small@example.com',
      subject: 'Small',
      message: 'Hello there, a short note.',
    });
  expect(small.error).toBeNull();
});

it('refuses an Auth body over the configured size with 413', async () => {
  const { error } = await t
    .client()
    .auth.signInWithPassword({ email: 'big@example.com', password: 'x'.repeat(8000) });
  expect(error?.status).toBe(413);
});
