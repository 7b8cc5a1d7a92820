import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, startTestServer, type TestServer } from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  // A key file as `supabase gen signing-key --algorithm ES256` writes it: an array of private JWKs.
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: 'local-es256-key',
    alg: 'ES256',
    use: 'sig',
  };
  const file = join(mkdtempSync(join(tmpdir(), 'signing-keys-')), 'signing_keys.json');
  writeFileSync(file, JSON.stringify([jwk]));
  t = await startTestServer({ config: { auth: { signingKeysPath: file } } });
});
afterAll(async () => {
  await t?.stop();
});

describe('asymmetric signing keys', () => {
  it('signs access tokens with the key, publishes its public half, and every API accepts them', async () => {
    const { client, session } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    expect(decodeProtectedHeader(session.access_token)).toEqual({
      alg: 'ES256',
      kid: 'local-es256-key',
      typ: 'JWT',
    });

    const res = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      kid: 'local-es256-key',
      alg: 'ES256',
    });
    expect(keys[0]).not.toHaveProperty('d');

    // Anyone can check a token against the published keys, as with hosted Supabase.
    const jwks = createRemoteJWKSet(new URL(`${t.url}/auth/v1/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.access_token, jwks);
    expect(payload.sub).toBe(session.user.id);
    // supabase-js verifies the claims through the JWKS itself.
    const claims = await client.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(session.user.id);

    // Auth, REST (RLS as the user) and refresh take the ES256 token.
    expect((await client.auth.getUser()).data.user?.email).toBe(demoAccounts.candidate.email);
    const own = await client.from('profile_details').select('id').eq('id', session.user.id);
    expect(own.data).toEqual([{ id: session.user.id }]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeProtectedHeader(refreshed.data.session!.access_token).kid).toBe('local-es256-key');
  });

  it('publishes no keys with the HS256 secret alone, as GoTrue does', async () => {
    const plain = await startTestServer();
    try {
      const res = await fetch(`${plain.url}/auth/v1/.well-known/jwks.json`);
      expect(await res.json()).toEqual({ keys: [] });
      const { session } = await plain.signInAs(
        demoAccounts.candidate.email,
        demoAccounts.candidate.password,
      );
      expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    } finally {
      await plain.stop();
    }
  });
});
