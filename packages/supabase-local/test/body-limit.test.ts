import { request } from 'node:http';
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

/**
 * A chunked body (no Content-Length) sent over a raw socket: supabase-js always sends a
 * Content-Length, so only a hand-made request can stream one. Answers the response and how
 * many bytes the client had written when the answer came.
 */
function postChunked(url: string, path: string, headers: Record<string, string>, total: number) {
  return new Promise<{ status: number; connection: string | undefined; body: string; sentBeforeAnswer: number }>((resolve, reject) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, sentBeforeAnswer });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      // The server closes the connection once it has answered, while the client may still write.
      const code = (error as NodeJS.ErrnoException).code;
      if (!answered || (code !== 'ECONNRESET' && code !== 'EPIPE')) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const opening = '{"name":"Big","email":"big@example.com","subject":"Big","message":"';
    req.write(opening);
    sent = opening.length;
    const pump = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!req.destroyed) req.end('"}');
    };
    pump();
  });
}

it('refuses a chunked REST body over the limit with 413 before it has all arrived', async () => {
  const { session } = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
  const total = 10 * 1024 * 1024;
  const response = await postChunked(
    t.url,
    '/rest/v1/contact_messages',
    { apikey: t.anonKey, Authorization: `Bearer ${session.access_token}` },
    total,
  );
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body)).toMatchObject({ code: 'PGRST102' });
  expect(response.sentBeforeAnswer).toBeLessThan(total);
  expect(response.connection).toBe('close');
  const { count } = await t
    .serviceClient()
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .eq('name', 'Big');
  expect(count).toBe(0);
});
