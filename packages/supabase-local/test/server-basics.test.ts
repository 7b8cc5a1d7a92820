import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

async function tokenWith(secret: string, claims: Record<string, unknown>, expiresIn: string | number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

describe('keys and JWTs', () => {
  it('issues the Supabase CLI local keys for the default secret', () => {
    expect(t.anonKey).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
  });

  it('reads as anon with the anon key', async () => {
    const { data, error } = await t.client().from('faqs').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });

  it('rejects a JWT signed with another secret (401 PGRST301)', async () => {
    const forged = await tokenWith('another-secret-that-is-at-least-32-characters', { role: 'authenticated', sub: crypto.randomUUID() }, '1h');
    const client = t.client({ global: { headers: { Authorization: `Bearer ${forged}` } } });
    const { error, status } = await client.from('faqs').select('id').limit(1);
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('rejects an expired JWT (401 PGRST303)', async () => {
    const expired = await tokenWith(t.server.jwtSecret, { role: 'authenticated', sub: crypto.randomUUID() }, Math.floor(Date.now() / 1000) - 60);
    const client = t.client({ global: { headers: { Authorization: `Bearer ${expired}` } } });
    const { error, status } = await client.from('faqs').select('id').limit(1);
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST303');
    expect(error?.message).toBe('JWT expired');
  });

  it('rejects a correctly signed JWT whose role is not an API role', async () => {
    const superuser = await tokenWith(t.server.jwtSecret, { role: 'postgres' }, '1h');
    const client = t.client({ global: { headers: { Authorization: `Bearer ${superuser}` } } });
    const { error, status } = await client.from('faqs').select('id').limit(1);
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });
});

describe('gateway', () => {
  it('answers a CORS preflight with the headers supabase-js sends', async () => {
    const res = await fetch(`${t.url}/rest/v1/jobs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type, prefer, x-client-info',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'apikey', 'prefer', 'x-upsert', 'x-supabase-api-version']) {
      expect(allowed).toContain(header);
    }
  });

  it('exposes Content-Range to browsers', async () => {
    const res = await fetch(`${t.url}/rest/v1/faqs?select=id`, {
      headers: { apikey: t.anonKey, Origin: 'http://localhost:5173' },
    });
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('refuses REST calls without an API key, as the gateway does', async () => {
    const res = await fetch(`${t.url}/rest/v1/faqs?select=id`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers an oversize JSON body with 413 and writes nothing', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), email: 'a@b.c', message: 'hi' });
    const { error, status } = await t.client().from('contact_messages').insert(JSON.parse(huge));
    expect(status).toBe(413);
    expect(error?.message).toBe('Payload Too Large');
    const { count } = await t.serviceClient().from('contact_messages').select('*', { count: 'exact', head: true }).eq('email', 'a@b.c');
    expect(count).toBe(0);
  });
});
