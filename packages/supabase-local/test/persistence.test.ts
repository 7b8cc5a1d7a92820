import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { startSupabaseLocal } from '../src/index.js';
import { demoAccounts } from './helpers/index.js';
import type {} from './helpers/provided-context.js';

const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-persist-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function clientFor(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('a data directory on disk', () => {
  it('keeps users, rows, files and mail across a restart', async () => {
    const first = await startSupabaseLocal({ port: 0, dataDir, restoreFrom: inject('supabaseLocalDump'), quiet: true });
    let userId: string;
    try {
      const client = clientFor(first.url, first.anonKey);
      const { data } = await client.auth.signInWithPassword(demoAccounts.candidate);
      userId = data.user?.id as string;
      const uploaded = await client.storage
        .from('cvs')
        .upload(`${userId}/kept.pdf`, new Blob(['%PDF-1.4 kept'], { type: 'application/pdf' }));
      expect(uploaded.error).toBeNull();
      expect((await client.auth.signUp({ email: 'kept@example.com', password: 'kept password 1' })).error).toBeNull();
    } finally {
      await first.stop();
    }

    const second = await startSupabaseLocal({ port: 0, dataDir, quiet: true });
    try {
      expect(second.createdDatabase).toBe(false);
      const client = clientFor(second.url, second.anonKey);
      expect((await client.auth.signInWithPassword(demoAccounts.candidate)).error).toBeNull();
      const file = await client.storage.from('cvs').download(`${userId}/kept.pdf`);
      expect(await file.data?.text()).toBe('%PDF-1.4 kept');
      const mail = await second.mailbox.list({ to: 'kept@example.com' });
      expect(mail.map((m) => m.subject)).toEqual(['Confirm your email address for GlobalHire']);
    } finally {
      await second.stop();
    }
  });
});
