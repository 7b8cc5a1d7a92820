/**
 * A signed-in client sends the same access token with every request: verified once, its claims
 * are remembered, and every rule still holds for the remembered token (expiry, the secret, the
 * exact signature).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from '../src/jwt.js';

const secret = 'a-secret-of-this-test-only-with-at-least-32-characters';
const now = () => Math.floor(Date.now() / 1000);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('verifying a token a client sends again', () => {
  it('checks its signature once, not on every request', async () => {
    const token = await signJwt(secret, { role: 'authenticated', sub: 'u1', exp: now() + 3600 });
    const hmac = vi.spyOn(globalThis.crypto.subtle, 'verify');
    for (let i = 0; i < 5; i += 1) {
      expect(await verifyJwt(secret, token)).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    }
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('refuses it once expired, as for a token never seen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await signJwt(secret, { role: 'authenticated', sub: 'u2', exp: now() + 60 });
    expect((await verifyJwt(secret, token)).ok).toBe(true);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyJwt(secret, token)).toEqual({
      ok: false,
      reason: 'expired',
      message: 'JWT expired',
    });
  });

  it('accepts it only under the secret that verified it', async () => {
    const token = await signJwt(secret, { role: 'service_role', exp: now() + 3600 });
    expect((await verifyJwt(secret, token)).ok).toBe(true);
    expect(await verifyJwt(`${secret}-rotated`, token)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses the same claims under another signature', async () => {
    const token = await signJwt(secret, { role: 'authenticated', sub: 'u3', exp: now() + 3600 });
    expect((await verifyJwt(secret, token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = `${header}.${payload}.${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await verifyJwt(secret, forged)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('hands out claims no caller can change for the next request', async () => {
    const token = await signJwt(secret, { role: 'authenticated', sub: 'u4', exp: now() + 3600 });
    const first = await verifyJwt(secret, token);
    if (!first.ok) throw new Error('not verified');
    expect(() => {
      (first.claims as Record<string, unknown>).role = 'service_role';
    }).toThrow(TypeError);
    expect(await verifyJwt(secret, token)).toMatchObject({ claims: { role: 'authenticated' } });
  });
});
