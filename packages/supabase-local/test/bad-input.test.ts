import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, startTestServer, type SignedIn, type TestServer } from './helpers/index.js';

let t: TestServer;
let candidate: SignedIn;
beforeAll(async () => {
  t = await startTestServer();
  candidate = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
});
afterAll(async () => {
  await t?.stop();
});

/** Raw calls for what supabase-js never sends: wrong types, malformed bodies. */
async function call(
  method: string,
  path: string,
  body: string,
  token = t.anonKey,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      apikey: t.anonKey,
      Authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

describe('the Auth API never answers bad input with a server error', () => {
  const cases: [string, string, string, number, string][] = [
    ['POST', '/auth/v1/signup', '[1, 2]', 400, 'bad_json'],
    [
      'POST',
      '/auth/v1/signup',
      '{"email": 42, "password": "long enough pw"}',
      400,
      'validation_failed',
    ],
    [
      'POST',
      '/auth/v1/signup',
      '{"email": "a@example.com", "password": 12345678}',
      422,
      'weak_password',
    ],
    [
      'POST',
      '/auth/v1/token?grant_type=password',
      '{"email": ["x"], "password": null}',
      400,
      'invalid_credentials',
    ],
    [
      'POST',
      '/auth/v1/token?grant_type=refresh_token',
      '{"refresh_token": 7}',
      400,
      'refresh_token_not_found',
    ],
    ['POST', '/auth/v1/token?grant_type=magic', '{}', 400, 'validation_failed'],
    [
      'POST',
      '/auth/v1/verify',
      '{"type": "nonsense", "token_hash": "x"}',
      400,
      'validation_failed',
    ],
    ['POST', '/auth/v1/verify', '{"type": "signup"}', 400, 'validation_failed'],
    ['POST', '/auth/v1/recover', '{"email": "not an email"}', 400, 'validation_failed'],
    [
      'POST',
      '/auth/v1/signup',
      `{"email": "big@example.com", "password": "${'x'.repeat(1024 * 1024)}"}`,
      413,
      'request_too_large',
    ],
  ];
  it.each(cases)('%s %s %s → %i %s', async (method, path, body, status, code) => {
    const res = await call(method, path, body);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ code });
  });

  it('refuses a user update with non-object metadata and a logout with an unknown scope', async () => {
    const token = candidate.session.access_token;
    expect(await call('PUT', '/auth/v1/user', '{"data": "text"}', token)).toMatchObject({
      status: 400,
      json: { code: 'validation_failed' },
    });
    expect(await call('POST', '/auth/v1/logout?scope=everyone', '', token)).toMatchObject({
      status: 400,
      json: { code: 'validation_failed' },
    });
  });

  it('answers /user without a token with 401 no_authorization', async () => {
    const res = await fetch(`${t.url}/auth/v1/user`, {
      headers: { apikey: t.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('uses the legacy error shape for clients that do not send an API version', async () => {
    const res = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever pw' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });
});

describe('the REST API never answers bad input with a server error', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
  it.each([
    ['POST', '/rest/v1/contact_messages', `{"name": ${deep(10_000)}}`],
    ['POST', '/rest/v1/contact_messages', `[${deep(10_000)}]`],
    ['POST', '/rest/v1/contact_messages?columns=name', `{"name": ${deep(10_000)}}`],
    ['POST', '/rest/v1/rpc/recommended_jobs', `{"x": ${deep(10_000)}}`],
    ['POST', '/rest/v1/contact_messages', '{"name": '],
  ])('%s %s (%#) → 400 PGRST102', async (method, path, body) => {
    const { status, json } = await call(method, path, body);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'PGRST102' });
  });

  it('still takes a body nested as deep as real rows are', async () => {
    const { status } = await call(
      'POST',
      '/rest/v1/contact_messages',
      JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: `[{"a": [1]}]`,
        message: 'Hi',
      }),
    );
    expect(status).toBe(201);
  });
});

describe('the Storage API never answers bad input with a server error', () => {
  const token = () => candidate.session.access_token;
  it.each([
    ['POST', '/storage/v1/object/list/cvs', '{"prefix": '],
    ['POST', '/storage/v1/object/list/cvs', '{"limit": -1}'],
    ['DELETE', '/storage/v1/object/cvs', '{"prefixes": []}'],
    ['DELETE', '/storage/v1/object/cvs', '{"prefixes": [1, 2]}'],
    ['POST', '/storage/v1/object/sign/cvs/a.pdf', '{"expiresIn": "soon"}'],
    ['POST', '/storage/v1/object/nope/a.pdf', 'bytes'],
    ['GET', '/storage/v1/object/cvs/%E0%A4%A', ''],
    ['GET', '/storage/v1/object/sign/cvs/a.pdf', ''],
  ])('%s %s %s → 400', async (method, path, body) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      statusCode: expect.any(String),
      message: expect.any(String),
    });
  });

  it('asks for credentials on authenticated routes', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/cvs/${candidate.user.id}/cv.pdf`);
    expect(res.status).toBe(400);
  });
});
