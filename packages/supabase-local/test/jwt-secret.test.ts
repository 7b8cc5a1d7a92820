import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { defaultJwtSecret, startSupabaseLocal } from '../src/index.js';
import { assertSafeToListen, isLoopbackHost } from '../src/jwt-secret.js';
import type {} from './helpers/provided-context.js';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-secret-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const verifies = async (token: string, secret: string) =>
  jwtVerify(token, new TextEncoder().encode(secret)).then(
    () => true,
    () => false,
  );

describe('the JWT secret of a data directory', () => {
  it('is generated on first start (mode 0600), signs the keys, and is kept across restarts', async () => {
    const first = await startSupabaseLocal({
      port: 0,
      dataDir,
      restoreFrom: inject('supabaseLocalDump'),
      quiet: true,
    });
    const firstKeys = { anon: first.anonKey, service: first.serviceRoleKey };
    await first.stop();

    const file = join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).not.toBe(defaultJwtSecret);
    expect(decodeProtectedHeader(firstKeys.service).alg).toBe('HS256');
    expect(await verifies(firstKeys.service, secret)).toBe(true);
    // The published secret no longer forges a service_role token for this server.
    expect(await verifies(firstKeys.service, defaultJwtSecret)).toBe(false);

    const again = await startSupabaseLocal({ port: 0, dataDir, quiet: true });
    try {
      expect(again.anonKey).toBe(firstKeys.anon);
      expect(again.serviceRoleKey).toBe(firstKeys.service);
      const client = createClient(again.url, again.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
      const { error } = await client.from('jobs').select('id').limit(1);
      expect(error).toBeNull();
    } finally {
      await again.stop();
    }
  });

  it('refuses to listen beyond loopback with the published secret', async () => {
    await expect(
      startSupabaseLocal({
        port: 0,
        host: '0.0.0.0',
        jwtSecret: defaultJwtSecret,
        restoreFrom: inject('supabaseLocalDump'),
        quiet: true,
      }),
    ).rejects.toThrow(
      /Refusing to listen on 0\.0\.0\.0 with the Supabase CLI's published JWT secret/,
    );
    expect(() => assertSafeToListen('192.168.1.20', defaultJwtSecret)).toThrow(
      /SUPABASE_LOCAL_JWT_SECRET/,
    );
    expect(() =>
      assertSafeToListen('0.0.0.0', 'a-secret-of-our-own-that-is-long-enough-x'),
    ).not.toThrow();
    expect(() => assertSafeToListen('127.0.0.1', defaultJwtSecret)).not.toThrow();
  });

  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '128.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});
