/**
 * Standalone use: the `supabase-local` bin started on a small Supabase project folder of its own
 * (config.toml, one migration, a seed), queried through supabase-js as an app would.
 */
import { createClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { packageDir } from '../src/paths.js';

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

function writeProject(dir: string, port: number): void {
  mkdirSync(join(dir, 'migrations'), { recursive: true });
  mkdirSync(join(dir, 'seeds'), { recursive: true });
  writeFileSync(
    join(dir, 'config.toml'),
    `project_id = "fixture"
[api]
port = ${port}
[db.seed]
sql_paths = ["./seed.sql", "./seeds/*.sql"]
[auth]
site_url = "http://127.0.0.1:3000"
enable_signup = false
`,
  );
  writeFileSync(
    join(dir, 'migrations', '20250101000000_notes.sql'),
    `create table public.notes (
  id bigint generated always as identity primary key,
  body text not null,
  published boolean not null default false
);
alter table public.notes enable row level security;
create policy "published notes are public" on public.notes for select to anon using (published);
`,
  );
  writeFileSync(
    join(dir, 'seed.sql'),
    `insert into public.notes (body, published) values ('hello', true), ('draft', false);\n`,
  );
  writeFileSync(
    join(dir, 'seeds', 'more.sql'),
    `insert into public.notes (body, published) values ('from seeds/', true);\n`,
  );
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

function startCli(args: string[]): Promise<Running> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SUPABASE_LOCAL_')),
  );
  const child = spawn(process.execPath, [join(packageDir, 'bin/supabase-local.mjs'), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolveRunning, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      if (!output.includes('Press Ctrl-C to stop.')) return;
      clearTimeout(timer);
      resolveRunning({ child, output: () => output });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}:\n${output}`));
    });
  });
}

function stopCli(running: Running): Promise<number | null> {
  return new Promise((resolveCode) => {
    running.child.once('exit', (code) => resolveCode(code));
    running.child.kill('SIGTERM');
  });
}

describe('supabase-local --dir <project>', () => {
  let dir: string;
  let port: number;
  let running: Running;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'supabase-local-project-'));
    port = await freePort();
    writeProject(dir, port);
    running = await startCli(['start', '--dir', dir]);
  });

  afterAll(async () => {
    if (running?.child.exitCode === null) await stopCli(running);
    rmSync(dir, { recursive: true, force: true });
  });

  const client = () => {
    const anonKey = /anon key: (\S+)/.exec(running.output())?.[1] ?? '';
    return createClient(`http://127.0.0.1:${port}`, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
  };

  it("serves the folder's migration and both seed paths on config.toml's port, under its RLS", async () => {
    expect(running.output()).toContain(`API URL: http://127.0.0.1:${port}`);
    const { data, error } = await client().from('notes').select('body').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'hello' }, { body: 'from seeds/' }]);
  });

  it("follows the folder's auth settings: sign-up is off", async () => {
    const { data, error } = await client().auth.signUp({
      email: 'new@example.com',
      password: 'a-long-password-1',
    });
    expect(data.user).toBeNull();
    expect(error?.message).toBe('Signups not allowed for this instance');
  });

  it('keeps its data in <dir>/.temp/supabase-local and stops cleanly on SIGTERM', async () => {
    expect(existsSync(join(dir, '.temp', 'supabase-local', 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(await stopCli(running)).toBe(0);
    expect(running.output()).toContain('Stopped.');
  });
});
