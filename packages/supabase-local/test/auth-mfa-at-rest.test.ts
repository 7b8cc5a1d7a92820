import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startSupabaseLocal, type SupabaseLocal } from '../src/index.js';
import { demoAccounts, startTestServer, totpCode, type TestServer } from './helpers/index.js';
import type {} from './helpers/provided-context.js';

async function storedSecret(server: SupabaseLocal, factorId: string): Promise<string> {
  const { rows } = await server.db.query<{ secret: string }>(
    `select secret from auth.mfa_factors where id = $1`,
    [factorId],
  );
  return rows[0]!.secret;
}

describe('TOTP secrets in the database', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('are sealed, so a copy of the database does not give the codes away', async () => {
    const { client } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Sealed' });
    const stored = await storedSecret(t.server, data!.id);
    expect(stored).not.toContain(data!.totp.secret);
    expect(JSON.parse(stored)).toMatchObject({ alg: 'aes-gcm-hkdf', key_id: expect.any(String) });
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: totpCode(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    await client.auth.mfa.unenroll({ factorId: data!.id });
  });

  it('still verify when an older database stored them in plain text', async () => {
    const { client } = await t.signInAs(
      demoAccounts.employer.email,
      demoAccounts.employer.password,
    );
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Plain' });
    await t.server.db.query(`update auth.mfa_factors set secret = $2 where id = $1`, [
      data!.id,
      data!.totp.secret,
    ]);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: data!.id,
      code: totpCode(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    await client.auth.mfa.unenroll({ factorId: data!.id });
  });
});

describe('a data directory on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-totp-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const clientFor = (server: SupabaseLocal) =>
    createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });

  it('keeps its own key beside the database and seals plain secrets when it opens', async () => {
    const first = await startSupabaseLocal({
      port: 0,
      dataDir,
      restoreFrom: inject('supabaseLocalDump'),
      quiet: true,
    });
    let factorId = '';
    let secret = '';
    try {
      const client = clientFor(first);
      expect((await client.auth.signInWithPassword(demoAccounts.candidate)).error).toBeNull();
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
      factorId = data!.id;
      secret = data!.totp.secret;
      expect(
        (await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })).error,
      ).toBeNull();
      expect(statSync(join(dataDir, 'totp-key')).mode & 0o777).toBe(0o600);
      // As a data directory from before sealing holds it.
      await first.db.query(`update auth.mfa_factors set secret = $2 where id = $1`, [
        factorId,
        secret,
      ]);
    } finally {
      await first.stop();
    }

    const second = await startSupabaseLocal({ port: 0, dataDir, quiet: true });
    try {
      expect(await storedSecret(second, factorId)).not.toContain(secret);
      const client = clientFor(second);
      expect((await client.auth.signInWithPassword(demoAccounts.candidate)).error).toBeNull();
      const next = totpCode(secret, Date.now() + 30_000);
      expect((await client.auth.mfa.challengeAndVerify({ factorId, code: next })).error).toBeNull();
    } finally {
      await second.stop();
    }
  });
});
